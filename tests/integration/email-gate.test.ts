import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteLink } from "@/app/api/links/[linkId]/route";
import { GET as getEmbed } from "@/app/embed/[id]/route";
import { GET as getVideo } from "@/app/api/videos/[id]/route";
import { GET as getInsights } from "@/app/api/videos/[id]/insights/route";
import { DELETE as deleteViewer } from "@/app/api/videos/[id]/viewers/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { gatedViewers, videos, type Video } from "@/db/schema";
import type { CreatedLink, VideoInsights } from "@/lib/audience/shared";
import { sharedPageVersion } from "@/lib/access/shared-page";
import { apiRequest, createTestUser, routeParams, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { createLink, openTrackedLink } from "./engagement-support";
import { gatedStatuses, giveEmail, patchGate } from "./email-gate-support";
import { insertVideo, subscribe } from "./videos-fixtures";

const database = useTestDatabase();
let owner: TestUser;
let stranger: TestUser;
let video: Video;

const transcript = '[{"time":0,"text":"Hello team"},{"time":5,"text":"Pricing"}]';
const closed = { video: 403, media: 403, captions: 403, watch: 403 };
const open = { video: 200, media: 200, captions: 200, watch: 204 };

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db, { firstName: "Olive", lastName: "Owner" });
  stranger = await createTestUser(db, { firstName: "Sam", lastName: "Stranger" });
  await subscribe(db, owner.id, "yearly");
  video = await insertVideo(db, owner.id, { isPrivate: false, duration: 20, transcript });
  expect((await patchGate(video.id, owner.token, true)).status).toBe(200);
});

describe("turning the email gate on", () => {
  it.each([
    ["free", null],
    ["Pro Monthly", "monthly"],
  ] as const)("needs advanced analytics: %s owners get 403", async (_plan, plan) => {
    const db = database.db();
    const someone = await createTestUser(db);
    if (plan) await subscribe(db, someone.id, plan);
    const own = await insertVideo(db, someone.id, { isPrivate: false });
    const response = await patchGate(own.id, someone.token, true);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "plan_required" });
    // Turning it off never needs the plan.
    expect((await patchGate(own.id, someone.token, false)).status).toBe(200);
  });

  it("is the owner's: another user gets 404", async () => {
    expect((await patchGate(video.id, stranger.token, true)).status).toBe(404);
  });

  it("answers the video with emailGate and keeps it out of the shared page cache", async () => {
    const response = await getVideo(
      apiRequest(`/api/videos/${video.id}`, { token: owner.token }),
      routeParams({ id: String(video.id) }),
    );
    expect(await response.json()).toMatchObject({ emailGate: true });
    expect(await sharedPageVersion(video.id)).toBeNull();
  });
});

describe("the gate", () => {
  it("answers 403 email_required on the API data, media and captions until an email is given", async () => {
    const browser = { anonymousId: "dev-user-gate-1" };
    expect(await gatedStatuses(video.id, browser)).toEqual(closed);
    const response = await getVideo(
      apiRequest(`/api/videos/${video.id}`, browser),
      routeParams({ id: String(video.id) }),
    );
    expect(await response.json()).toEqual({ message: "Email required", code: "email_required" });

    const given = await giveEmail(video.id, browser, { email: "Jane@Acme.com", name: " Jane " });
    expect(given.response.status).toBe(204);
    expect(given.response.headers.get("set-cookie")).toContain("HttpOnly");
    expect(given.cookie).toMatch(new RegExp(`^demoreel_viewer_${video.id}=`));
    expect(await gatedStatuses(video.id, { ...browser, cookie: given.cookie })).toEqual(open);
    const [row] = await database
      .db()
      .select()
      .from(gatedViewers)
      .where(eq(gatedViewers.videoId, video.id));
    expect(row).toMatchObject({ email: "jane@acme.com", name: "Jane" });
  });

  it("shows the gate in the embed, never from a shared cache, and the player after the email", async () => {
    const browser = { anonymousId: "dev-user-gate-5" };
    const embed = (cookie?: string) =>
      getEmbed(apiRequest(`/embed/${video.id}`, { ...browser, cookie }), {
        params: Promise.resolve({ id: String(video.id) }),
      });
    const gated = await embed();
    expect(gated.status).toBe(200);
    expect(gated.headers.get("cache-control")).toContain("no-store");
    const html = await gated.text();
    expect(html).toContain("Enter your email to watch");
    expect(html).toContain("The owner of this video will see your email address");
    expect(html).not.toContain("/media/video");
    const { cookie } = await giveEmail(video.id, browser, { email: "em@bed.io" });
    const opened = await embed(cookie);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toContain("no-store");
    expect(await opened.text()).toContain("/media/video");
  });

  it("refuses a bad email with 400 and a forged or foreign cookie opens nothing", async () => {
    const browser = { anonymousId: "dev-user-gate-2" };
    for (const body of [{ email: "not-an-email" }, {}, { email: "a@b.co", name: 5 }]) {
      const { response } = await giveEmail(video.id, browser, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "invalid_input" });
    }
    const other = await insertVideo(database.db(), owner.id, { isPrivate: false, transcript });
    await database.db().update(videos).set({ emailGate: true }).where(eq(videos.id, other.id));
    const { cookie } = await giveEmail(video.id, browser, { email: "jo@example.com" });
    const value = cookie.split("=")[1];
    expect(
      await gatedStatuses(other.id, { cookie: `demoreel_viewer_${other.id}=${value}` }),
    ).toEqual(closed);
    const forged = `demoreel_viewer_${video.id}=${value?.slice(0, -2)}xx`;
    expect(await gatedStatuses(video.id, { cookie: forged })).toEqual(closed);
  });

  it("lets the owner through without an email, and answers 204 without a cookie there", async () => {
    expect(await gatedStatuses(video.id, { token: owner.token })).toEqual(open);
    const { response } = await giveEmail(video.id, { token: owner.token }, { email: "o@x.co" });
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("asks a signed-in stranger too", async () => {
    expect(await gatedStatuses(video.id, { token: stranger.token })).toEqual(closed);
  });

  it("lets a live tracked link through, and not once it is revoked", async () => {
    const created = await createLink(video.id, owner.token, { recipientName: "Jane" });
    const link = (await created.json()) as CreatedLink;
    const { response, cookie } = await openTrackedLink(video.id, link.token, "dev-user-gate-3");
    expect(response.status).toBe(200);
    const browser = { anonymousId: "dev-user-gate-3", cookie };
    expect(await gatedStatuses(video.id, browser)).toEqual(open);
    const revoked = await deleteLink(
      apiRequest(`/api/links/${link.id}`, { token: owner.token, method: "DELETE" }),
      routeParams({ linkId: String(link.id) }),
    );
    expect(revoked.status).toBe(204);
    expect(await gatedStatuses(video.id, browser)).toEqual(closed);
  });

  it("keeps a password first: the email cannot be given before the unlock", async () => {
    const locked = await insertVideo(database.db(), owner.id, {
      isPrivate: false,
      passwordHash: "scrypt$16384$8$1$c2FsdA$a2V5",
      emailGate: true,
    });
    const { response } = await giveEmail(locked.id, { anonymousId: "x" }, { email: "a@b.co" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "password_required" });
  });

  it("names the viewer by their email in the owner's insights", async () => {
    const browser = { anonymousId: "dev-user-gate-4" };
    const { cookie } = await giveEmail(video.id, browser, { email: "pat@prospect.io" });
    const beacon = { sessionId: "gated-session-1", ranges: [[0, 15]], position: 15 };
    const watched = await postWatch(
      apiRequest(`/api/videos/${video.id}/watch`, {
        ...browser,
        cookie,
        method: "POST",
        body: beacon,
      }),
      routeParams({ id: String(video.id) }),
    );
    expect(watched.status).toBe(204);
    const response = await getInsights(
      apiRequest(`/api/videos/${video.id}/insights`, { token: owner.token }),
      routeParams({ id: String(video.id) }),
    );
    const insights = (await response.json()) as VideoInsights;
    const pat = insights.viewers.find((viewer) => viewer.gated?.email === "pat@prospect.io");
    expect(pat).toMatchObject({ name: "pat@prospect.io", percentWatched: 75 });
    expect(pat?.key).toMatch(/^gated:\d+$/);

    // The owner erases the viewer: their email goes with their record.
    const forgot = await deleteViewer(
      apiRequest(`/api/videos/${video.id}/viewers?key=${pat?.key}`, {
        token: owner.token,
        method: "DELETE",
      }),
      routeParams({ id: String(video.id) }),
    );
    expect(forgot.status).toBe(204);
    const left = await database.db().select().from(gatedViewers);
    expect(left.map((row) => row.email)).not.toContain("pat@prospect.io");
  });
});
