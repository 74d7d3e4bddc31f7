import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as forgetViewerRoute } from "@/app/api/videos/[id]/viewers/route";
import { GET as getInsights } from "@/app/api/videos/[id]/insights/route";
import { POST as postOpen } from "@/app/api/videos/[id]/open/route";
import { POST as postView } from "@/app/api/videos/[id]/view/route";
import { videoOpens, videos, videoViews, type Video } from "@/db/schema";
import { recordLinkOpen } from "@/lib/audience/opens";
import type { CreatedLink, TrackedLinkSummary, VideoInsights } from "@/lib/audience/shared";
import { createWorkspace } from "@/lib/workspaces/manage";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { createLink, listLinks, openTrackedLink } from "./engagement-support";
import { insertVideo, subscribe } from "./videos-fixtures";
import { addMember } from "./workspaces-support";

/** What Microsoft's and Google's link scanners and Slack's unfurler send, as the bot list knows them. */
const SCANNERS = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "curl/8.5.0",
];
const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

const database = useTestDatabase();
let owner: TestUser;
let teammate: TestUser;
let video: Video;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  teammate = await createTestUser(db, { firstName: "Tess", lastName: "Mate" });
  await subscribe(db, owner.id, "yearly");
  const { id: workspaceId } = await createWorkspace(db, owner.id, "Sales");
  await addMember(db, workspaceId, teammate.id, "creator");
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20, title: "Demo" });
  await db.update(videos).set({ workspaceId }).where(eq(videos.id, video.id));
});

const params = () => routeParams({ id: String(video.id) });
const post = (
  route: typeof postView,
  path: "view" | "open",
  options: { cookie?: string; anonymousId?: string; userAgent?: string },
) =>
  route(
    apiRequest(`/api/videos/${video.id}/${path}`, {
      method: "POST",
      cookie: options.cookie,
      anonymousId: options.anonymousId,
      headers: options.userAgent ? { "user-agent": options.userAgent } : undefined,
    }),
    params(),
  );

async function viewsOf(): Promise<number> {
  const [row] = await database.db().select().from(videos).where(eq(videos.id, video.id));
  return row?.views ?? 0;
}

async function insights(): Promise<VideoInsights> {
  const response = await getInsights(
    apiRequest(`/api/videos/${video.id}/insights`, { token: owner.token }),
    params(),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as VideoInsights;
}

async function newLink(): Promise<CreatedLink> {
  const response = await createLink(video.id, owner.token, { recipientName: "Dana Reyes" });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedLink;
}

async function linkFigures(linkId: number): Promise<TrackedLinkSummary | undefined> {
  const links = (await (await listLinks(video.id, owner.token)).json()) as TrackedLinkSummary[];
  return links.find((link) => link.id === linkId);
}

describe("views that are real", () => {
  it("never counts a view whose user agent the bot list flags", async () => {
    const before = await viewsOf();
    for (const [i, userAgent] of SCANNERS.entries()) {
      const response = await post(postView, "view", { anonymousId: `dev-user-9${i}`, userAgent });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ views: before });
    }
    expect(await viewsOf()).toBe(before);
    const counted = await post(postView, "view", {
      anonymousId: "dev-user-99",
      userAgent: BROWSER,
    });
    expect(await counted.json()).toEqual({ views: before + 1 });
  });

  it("files a scanner's fetch of a tracked link as an open of that link, never a view", async () => {
    const link = await newLink();
    // The proxy's path: the page requested with the token, no script run, nothing played.
    await recordLinkOpen(database.db(), { videoId: video.id, token: link.token });
    await recordLinkOpen(database.db(), { videoId: video.id, token: link.token });
    await recordLinkOpen(database.db(), { videoId: video.id, token: "x".repeat(32) });
    expect(await linkFigures(link.id)).toMatchObject({ opens: 1, views: 0 });
    const figures = await insights();
    expect(figures.opens).toBeGreaterThanOrEqual(1);
    expect(figures.openedNotPlayed).toBeGreaterThanOrEqual(1);

    // The recipient opens it in a browser (the same window: still one open), then plays past 3 s.
    const { cookie } = await openTrackedLink(video.id, link.token, "dev-user-801");
    const opened = await post(postOpen, "open", { cookie, anonymousId: "dev-user-801" });
    expect(await opened.json()).toEqual({ opened: false });
    await post(postView, "view", { cookie, anonymousId: "dev-user-801", userAgent: BROWSER });
    expect(await linkFigures(link.id)).toMatchObject({ opens: 1, views: 1 });
  });

  it("counts an open per viewer, once per window, and shows it as opened, not played", async () => {
    const before = await insights();
    const first = await post(postOpen, "open", { anonymousId: "dev-user-811", userAgent: BROWSER });
    expect(await first.json()).toEqual({ opened: true });
    const reload = await post(postOpen, "open", { anonymousId: "dev-user-811" });
    expect(await reload.json()).toEqual({ opened: false });
    const after = await insights();
    expect(after.opens).toBe(before.opens + 1);
    expect(after.openedNotPlayed).toBe(before.openedNotPlayed + 1);
  });

  it("never counts the owner's or a teammate's open or view, even through a recipient's link", async () => {
    const link = await newLink();
    const { cookie } = await openTrackedLink(video.id, link.token, "dev-user-821");
    const before = await viewsOf();
    for (const person of [owner, teammate]) {
      const both = `${cookie}; ${person.cookie}`;
      const open = await post(postOpen, "open", { cookie: both, userAgent: BROWSER });
      expect(await open.json()).toEqual({ opened: false });
      const view = await post(postView, "view", { cookie: both, userAgent: BROWSER });
      expect(await view.json()).toEqual({ views: before });
    }
    expect(await linkFigures(link.id)).toMatchObject({ opens: 0, views: 0 });
    const rows = await database
      .db()
      .select()
      .from(videoViews)
      .where(eq(videoViews.videoId, video.id));
    expect(rows.some((row) => row.viewerKey === `link:${link.id}`)).toBe(false);
  });

  it("erasing a viewer erases their opens", async () => {
    const link = await newLink();
    await recordLinkOpen(database.db(), { videoId: video.id, token: link.token });
    const key = `link:${link.id}`;
    const erased = await forgetViewerRoute(
      apiRequest(`/api/videos/${video.id}/viewers?key=${encodeURIComponent(key)}`, {
        method: "DELETE",
        token: owner.token,
      }),
      params(),
    );
    expect(erased.status).toBe(204);
    const rows = await database
      .db()
      .select()
      .from(videoOpens)
      .where(eq(videoOpens.videoId, video.id));
    expect(rows.some((row) => row.viewerKey === key)).toBe(false);
  });
});
