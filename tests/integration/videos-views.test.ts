import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/videos/[id]/view/route";
import { videos, videoViews } from "@/db/schema";
import { recordView, VIEW_WINDOW_MS, VIEWS_PER_ADDRESS_PER_DAY } from "@/lib/videos/views";
import { apiRequest, routeParams } from "../support/fixtures";
import { as, insertVideo, type Who, useSharedAndHidden } from "./videos-fixtures";

const { database, world } = useSharedAndHidden();

function view(id: number | string, who: Who, headers: Record<string, string> = {}) {
  return POST(
    apiRequest(`/api/videos/${id}/view`, { ...as(who, world.people), method: "POST", headers }),
    routeParams({ id: String(id) }),
  );
}

async function views(id: number): Promise<number> {
  const [row] = await database
    .db()
    .select({ views: videos.views })
    .from(videos)
    .where(eq(videos.id, id));
  return row?.views ?? -1;
}

describe("POST /api/videos/{id}/view", () => {
  it("access matrix: private videos are 404 to everyone but the owner", async () => {
    for (const who of ["other", "anonymous", "signed out"] as const) {
      expect((await view(world.hidden.id, who)).status).toBe(404);
    }
    expect((await view(world.hidden.id, "owner")).status).toBe(200);
    expect(await views(world.hidden.id)).toBe(1);
  });

  it("counts each viewer once per window and answers { views }", async () => {
    const start = await views(world.shared.id);
    const first = await view(world.shared.id, "other");
    expect(await first.json()).toEqual({ views: start + 1 });
    expect(await (await view(world.shared.id, "other")).json()).toEqual({ views: start + 1 });
    expect(await (await view(world.shared.id, "anonymous")).json()).toEqual({ views: start + 2 });
    expect(await (await view(world.shared.id, "anonymous")).json()).toEqual({ views: start + 2 });
    const browser = { "x-forwarded-for": "203.0.113.9", "user-agent": "Firefox" };
    expect(await (await view(world.shared.id, "signed out", browser)).json()).toEqual({
      views: start + 3,
    });
    expect(await (await view(world.shared.id, "signed out", browser)).json()).toEqual({
      views: start + 3,
    });
    const another = { "x-forwarded-for": "203.0.113.10", "user-agent": "Firefox" };
    expect(await (await view(world.shared.id, "signed out", another)).json()).toEqual({
      views: start + 4,
    });
  });

  it("counts a viewer again after the window", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false });
    const t0 = new Date("2030-01-01T00:00:00Z");
    const later = new Date(t0.getTime() + VIEW_WINDOW_MS + 1000);
    expect(
      await recordView(db, { videoId: video.id, viewerKey: "anon:x", isOwner: false, now: t0 }),
    ).toEqual({
      views: 1,
      counted: true,
    });
    expect(
      (await recordView(db, { videoId: video.id, viewerKey: "anon:x", isOwner: false, now: t0 }))
        .counted,
    ).toBe(false);
    expect(
      await recordView(db, { videoId: video.id, viewerKey: "anon:x", isOwner: false, now: later }),
    ).toEqual({
      views: 2,
      counted: true,
    });
  });

  it("never counts the owner twice in a row", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false });
    const owner = { videoId: video.id, viewerKey: `user:${world.people.owner.id}`, isOwner: true };
    const t = (minutes: number) => new Date(Date.UTC(2030, 0, 1) + minutes * 60_000);
    expect((await recordView(db, { ...owner, now: t(0) })).counted).toBe(true);
    // Past the window, but the last counted view is still the owner's.
    expect((await recordView(db, { ...owner, now: t(60) })).counted).toBe(false);
    expect(
      (await recordView(db, { videoId: video.id, viewerKey: "anon:y", isOwner: false, now: t(61) }))
        .counted,
    ).toBe(true);
    expect((await recordView(db, { ...owner, now: t(120) })).counted).toBe(true);
    expect(await views(video.id)).toBe(3);
  });

  it("concurrent views by one viewer count once", async () => {
    const video = await insertVideo(database.db(), world.people.owner.id, { isPrivate: false });
    const results = await Promise.all(Array.from({ length: 6 }, () => view(video.id, "other")));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await views(video.id)).toBe(1);
    expect(
      await database.db().select().from(videoViews).where(eq(videoViews.videoId, video.id)),
    ).toHaveLength(1);
  });

  it("bounds the views one address adds to a video per day, whatever anonymous ids and forged hops it sends", async () => {
    const video = await insertVideo(database.db(), world.people.owner.id, { isPrivate: false });
    const fromOneAddress = (n: number) =>
      POST(
        apiRequest(`/api/videos/${video.id}/view`, {
          anonymousId: `dev-user-${n}`,
          method: "POST",
          // The client writes a new first entry each time; our proxy appended the last one.
          headers: { "x-forwarded-for": `10.0.${n}.1, 203.0.113.9` },
        }),
        routeParams({ id: String(video.id) }),
      );
    for (let n = 0; n < VIEWS_PER_ADDRESS_PER_DAY + 5; n++) {
      expect((await fromOneAddress(n)).status).toBe(200);
    }
    expect(await views(video.id)).toBe(VIEWS_PER_ADDRESS_PER_DAY);
    // A signed-in viewer is an account, not an address: still counted.
    expect((await view(video.id, "other")).status).toBe(200);
    expect(await views(video.id)).toBe(VIEWS_PER_ADDRESS_PER_DAY + 1);
  });

  it("malformed ids are 400, unknown ids 404", async () => {
    for (const id of ["x", "-5", "1e400", "0"])
      expect((await view(id, "other")).status, id).toBe(400);
    expect((await view(987654321, "other")).status).toBe(404);
  });
});
