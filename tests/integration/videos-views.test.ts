import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/videos/[id]/view/route";
import { videos, videoViewers, videoViews } from "@/db/schema";
import { recordView, VIEW_WINDOW_MS, VIEWS_PER_ADDRESS_PER_DAY } from "@/lib/audience/views";
import { GET as getInsights } from "@/app/api/videos/[id]/insights/route";
import { apiRequest, routeParams } from "../support/fixtures";
import { as, insertVideo, type Who, useSharedAndHidden } from "./videos-fixtures";

/** A real browser's user agent: the bot list flags a bare "Firefox". */
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

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
  it("access matrix: private videos are 404 to everyone but the owner, whose views never count", async () => {
    for (const who of ["other", "anonymous", "signed out"] as const) {
      expect((await view(world.hidden.id, who)).status).toBe(404);
    }
    const own = await view(world.hidden.id, "owner");
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ views: 0 });
    expect(await views(world.hidden.id)).toBe(0);
  });

  it("never counts the owner, on a shared video either, and keeps no row of them", async () => {
    const video = await insertVideo(database.db(), world.people.owner.id, { isPrivate: false });
    for (let n = 0; n < 3; n++) {
      expect(await (await view(video.id, "owner")).json()).toEqual({ views: 0 });
    }
    expect(await (await view(video.id, "other")).json()).toEqual({ views: 1 });
    expect(await (await view(video.id, "owner")).json()).toEqual({ views: 1 });
    const rows = await database
      .db()
      .select()
      .from(videoViewers)
      .where(eq(videoViewers.videoId, video.id));
    expect(rows.map((row) => row.viewerKey)).toEqual([`user:${world.people.other.id}`]);
  });

  it("counts each viewer once per window and answers { views }", async () => {
    const start = await views(world.shared.id);
    const first = await view(world.shared.id, "other");
    expect(await first.json()).toEqual({ views: start + 1 });
    expect(await (await view(world.shared.id, "other")).json()).toEqual({ views: start + 1 });
    expect(await (await view(world.shared.id, "anonymous")).json()).toEqual({ views: start + 2 });
    expect(await (await view(world.shared.id, "anonymous")).json()).toEqual({ views: start + 2 });
    const browser = { "x-forwarded-for": "203.0.113.9", "user-agent": FIREFOX };
    expect(await (await view(world.shared.id, "signed out", browser)).json()).toEqual({
      views: start + 3,
    });
    expect(await (await view(world.shared.id, "signed out", browser)).json()).toEqual({
      views: start + 3,
    });
    const another = { "x-forwarded-for": "203.0.113.10", "user-agent": FIREFOX };
    expect(await (await view(world.shared.id, "signed out", another)).json()).toEqual({
      views: start + 4,
    });
  });

  it("counts a viewer again once the window has passed, not a moment before", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false });
    const t0 = new Date("2030-01-01T00:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const viewer = { videoId: video.id, viewerKey: "anon:x" };
    expect(await recordView(db, { ...viewer, now: t0 })).toEqual({ views: 1, counted: true });
    expect((await recordView(db, { ...viewer, now: at(VIEW_WINDOW_MS - 1000) })).counted).toBe(
      false,
    );
    expect(await recordView(db, { ...viewer, now: at(VIEW_WINDOW_MS) })).toEqual({
      views: 2,
      counted: true,
    });
    // The window runs from the last counted view, not from the first.
    expect((await recordView(db, { ...viewer, now: at(VIEW_WINDOW_MS + 60_000) })).counted).toBe(
      false,
    );
    expect(await db.select().from(videoViews).where(eq(videoViews.videoId, video.id))).toHaveLength(
      2,
    );
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

  it("counts one viewer per known address, whatever anonymous ids and forged hops it sends", async () => {
    const video = await insertVideo(database.db(), world.people.owner.id, { isPrivate: false });
    for (let n = 0; n < 5; n++) {
      const response = await POST(
        apiRequest(`/api/videos/${video.id}/view`, {
          anonymousId: `dev-user-${n}`,
          method: "POST",
          // The client writes a new first entry each time; our proxy appended the last one.
          headers: { "x-forwarded-for": `10.0.${n}.1, 203.0.113.9` },
        }),
        routeParams({ id: String(video.id) }),
      );
      expect(response.status).toBe(200);
    }
    expect(await views(video.id)).toBe(1);
  });

  it("bounds the views anonymous ids add per day when the address is unknown; reloads spend none of it", async () => {
    const video = await insertVideo(database.db(), world.people.owner.id, { isPrivate: false });
    const anonymous = (n: number) =>
      POST(
        apiRequest(`/api/videos/${video.id}/view`, {
          anonymousId: `dev-user-${n}`,
          method: "POST",
        }),
        routeParams({ id: String(video.id) }),
      );
    // One visitor reloading: one view, and the bound is given back each time.
    for (let n = 0; n < 10; n++) expect((await anonymous(7)).status).toBe(200);
    expect(await views(video.id)).toBe(1);
    for (let n = 100; n < 100 + VIEWS_PER_ADDRESS_PER_DAY + 5; n++) {
      expect((await anonymous(n)).status).toBe(200);
    }
    expect(await views(video.id)).toBe(VIEWS_PER_ADDRESS_PER_DAY);
    // A signed-in viewer is an account, not an address: still counted.
    expect((await view(video.id, "other")).status).toBe(200);
    expect(await views(video.id)).toBe(VIEWS_PER_ADDRESS_PER_DAY + 1);
  });

  it("insights agree with the count: unique viewers are the viewers whose views counted", async () => {
    const video = await insertVideo(database.db(), world.people.owner.id, { isPrivate: false });
    const insights = async () => {
      const response = await getInsights(
        apiRequest(`/api/videos/${video.id}/insights`, as("owner", world.people)),
        routeParams({ id: String(video.id) }),
      );
      return (await response.json()) as { views: number; uniqueViewers: number };
    };
    await view(video.id, "owner");
    expect(await insights()).toMatchObject({ views: 0, uniqueViewers: 0 });
    await view(video.id, "other");
    await view(video.id, "other");
    await view(video.id, "anonymous");
    await view(video.id, "signed out", { "x-forwarded-for": "203.0.113.20" });
    await view(video.id, "signed out", { "x-forwarded-for": "203.0.113.20" });
    expect(await insights()).toMatchObject({ views: 3, uniqueViewers: 3 });
  });

  it("malformed ids are 400, unknown ids 404", async () => {
    for (const id of ["x", "-5", "1e400", "0"])
      expect((await view(id, "other")).status, id).toBe(400);
    expect((await view(987654321, "other")).status).toBe(404);
  });
});
