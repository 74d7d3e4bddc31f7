import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteLink } from "@/app/api/links/[linkId]/route";
import { POST as postCtaClick } from "@/app/api/videos/[id]/cta-click/route";
import { POST as postView } from "@/app/api/videos/[id]/view/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { trackedLinks, type Video } from "@/db/schema";
import type { CreatedLink, TrackedLinkSummary } from "@/lib/audience/shared";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { createLink, listLinks, openTrackedLink } from "./engagement-support";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let other: TestUser;
let video: Video;
let hidden: Video;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  other = await createTestUser(db);
  await subscribe(db, owner.id, "yearly");
  const cta = { label: "Book a call", url: "https://cal.example.com" };
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20, cta });
  hidden = await insertVideo(db, owner.id, { isPrivate: true, duration: 20 });
});

const jane = { recipientName: "Jane", company: "Acme", note: "Here is the demo we discussed." };

async function newLink(videoId = video.id): Promise<CreatedLink> {
  const response = await createLink(videoId, owner.token, jane);
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedLink;
}

async function linksOf(videoId = video.id): Promise<TrackedLinkSummary[]> {
  const response = await listLinks(videoId, owner.token);
  expect(response.status).toBe(200);
  return (await response.json()) as TrackedLinkSummary[];
}

function asBrowser(path: string, cookie: string, anonymousId: string, body?: unknown) {
  return apiRequest(path, { cookie, anonymousId, method: "POST", body });
}

describe("tracked links", () => {
  it("creates an unguessable link, keeps only its hash, and greets the recipient", async () => {
    const link = await newLink();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.url).toBe(`http://127.0.0.1:3000/video/${video.id}?r=${link.token}`);
    const rows = await database.db().select().from(trackedLinks);
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const { response, cookie } = await openTrackedLink(video.id, link.token, "dev-user-501");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recipientName: "Jane", note: jane.note });
    expect(response.headers.get("set-cookie")).toContain("HttpOnly");
    expect(cookie).toBe(`demoreel_r_${video.id}=${link.token}`);
  });

  it("attributes the browser's view, watching and click to the recipient", async () => {
    const link = await newLink();
    const { cookie } = await openTrackedLink(video.id, link.token, "dev-user-502");
    const params = routeParams({ id: String(video.id) });
    const base = `/api/videos/${video.id}`;
    expect((await postView(asBrowser(`${base}/view`, cookie, "dev-user-502"), params)).status).toBe(
      200,
    );
    const beacon = { sessionId: "tracked-session-1", ranges: [[0, 12]], position: 12 };
    const watched = await postWatch(
      asBrowser(`${base}/watch`, cookie, "dev-user-502", beacon),
      params,
    );
    expect(watched.status).toBe(204);
    const click = await postCtaClick(
      asBrowser(`${base}/cta-click`, cookie, "dev-user-502"),
      params,
    );
    expect(click.status).toBe(204);

    const summary = (await linksOf()).find((row) => row.id === link.id);
    expect(summary).toMatchObject({
      recipientName: "Jane",
      company: "Acme",
      views: 1,
      percentWatched: 60,
      completed: false,
      ctaClicked: true,
      revokedAt: null,
    });
    expect(summary?.firstViewedAt).not.toBeNull();
  });

  it("a revoked link greets nobody and attributes nothing more", async () => {
    const link = await newLink();
    const { cookie } = await openTrackedLink(video.id, link.token, "dev-user-503");
    const revoke = () =>
      deleteLink(
        apiRequest(`/api/links/${link.id}`, { token: owner.token, method: "DELETE" }),
        routeParams({ linkId: String(link.id) }),
      );
    expect((await revoke()).status).toBe(204);
    expect((await revoke()).status).toBe(204);

    const again = await openTrackedLink(video.id, link.token, "dev-user-503");
    expect(again.response.status).toBe(404);
    expect(await again.response.json()).toMatchObject({ code: "link_not_found" });
    expect(again.response.headers.get("set-cookie")).toContain("Max-Age=0");

    const params = routeParams({ id: String(video.id) });
    const view = await postView(
      asBrowser(`/api/videos/${video.id}/view`, cookie, "dev-user-503"),
      params,
    );
    expect(view.status).toBe(200);
    const summary = (await linksOf()).find((row) => row.id === link.id);
    expect(summary).toMatchObject({ views: 0, revokedAt: expect.any(String) });
  });

  it("never grants access: a link to a private video is 404 as the plain link", async () => {
    const link = await newLink(hidden.id);
    const { response } = await openTrackedLink(hidden.id, link.token, "dev-user-504");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "video_not_found" });
  });

  it("is the owner's: others get 404, and revoking another's link is 404", async () => {
    const link = await newLink();
    expect((await createLink(video.id, other.token, jane)).status).toBe(404);
    expect((await listLinks(video.id, other.token)).status).toBe(404);
    const revoke = await deleteLink(
      apiRequest(`/api/links/${link.id}`, { token: other.token, method: "DELETE" }),
      routeParams({ linkId: String(link.id) }),
    );
    expect(revoke.status).toBe(404);
    expect(await revoke.json()).toMatchObject({ code: "link_not_found" });
  });

  it("needs Pro Annual: 403 with a code naming the plan", async () => {
    const free = await createTestUser(database.db());
    const own = await insertVideo(database.db(), free.id, { isPrivate: false, duration: 20 });
    const response = await createLink(own.id, free.token, jane);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("plan_required");
    expect(body.message).toContain("Pro Annual");
  });

  it("refuses bad input with 400", async () => {
    for (const body of [{}, { recipientName: " " }, { recipientName: "J", recipientEmail: "x" }]) {
      const response = await createLink(video.id, owner.token, body);
      expect(response.status).toBe(400);
    }
  });
});
