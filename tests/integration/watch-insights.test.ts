import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getInsights } from "@/app/api/videos/[id]/insights/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { videoInsights, videos, watchSessions, type Video } from "@/db/schema";
import { recordWatchBeacon } from "@/lib/audience/record-watch-beacon";
import type { VideoInsights } from "@/lib/audience/shared";
import { listUserVideos } from "@/lib/videos/library";
import { apiRequest, createTestUser, routeParams } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { as, insertVideo, type People, type Who } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;
let shared: Video;
let hidden: Video;
let sessionCounter = 0;
const newSession = () => `session-${++sessionCounter}-${Date.now()}`;

beforeAll(async () => {
  const db = database.db();
  people = {
    owner: await createTestUser(db),
    other: await createTestUser(db, { firstName: "Ada", lastName: "Lovelace" }),
  };
  shared = await insertVideo(db, people.owner.id, { isPrivate: false, duration: 20 });
  hidden = await insertVideo(db, people.owner.id, { isPrivate: true, duration: 20 });
});

function watch(id: number | string, who: Who, body: unknown) {
  return postWatch(
    apiRequest(`/api/videos/${id}/watch`, { ...as(who, people), method: "POST", body }),
    routeParams({ id: String(id) }),
  );
}

function insights(id: number | string, who: Who) {
  return getInsights(
    apiRequest(`/api/videos/${id}/insights`, as(who, people)),
    routeParams({ id: String(id) }),
  );
}

async function insightsOf(id: number): Promise<VideoInsights> {
  const response = await insights(id, "owner");
  expect(response.status).toBe(200);
  return (await response.json()) as VideoInsights;
}

/** A further beacon of an existing session, without waiting out the gap. */
function beaconNow(video: Video, sessionId: string, ranges: [number, number][], who = "other") {
  return recordWatchBeacon(database.db(), {
    videoId: video.id,
    viewerId: who === "other" ? people.other.id : null,
    viewerKey: who === "other" ? `user:${people.other.id}` : "anon:x",
    addressKey: who === "other" ? null : "test-address",
    knownAddressKey: who === "other" ? null : "test-address",
    beacon: { sessionId, ranges, position: ranges.at(-1)?.[1] ?? 0 },
    minGapSeconds: 0,
  });
}

describe("POST /api/videos/{id}/watch", () => {
  it("private videos take beacons from their owner only, and the owner's watching never counts", async () => {
    for (const who of ["other", "anonymous", "signed out"] as const) {
      const response = await watch(hidden.id, who, {
        sessionId: newSession(),
        ranges: [[0, 5]],
        position: 5,
      });
      expect(response.status).toBe(404);
    }
    const own = await watch(hidden.id, "owner", {
      sessionId: newSession(),
      ranges: [[0, 5]],
      position: 5,
    });
    expect(own.status).toBe(204);
    const stored = await database
      .db()
      .select()
      .from(watchSessions)
      .where(eq(watchSessions.videoId, hidden.id));
    expect(stored).toEqual([]);
    const figures = await insightsOf(hidden.id);
    expect(figures).toMatchObject({ uniqueViewers: 0, watchSeconds: 0, viewers: [] });
  });

  it("answers 204, then refuses the same session's next beacon within the gap (429)", async () => {
    const video = await insertVideo(database.db(), people.owner.id, {
      isPrivate: false,
      duration: 20,
    });
    const sessionId = newSession();
    const body = { sessionId, ranges: [[0, 10]], position: 10 };
    const first = await watch(video.id, "anonymous", body);
    expect(first.status).toBe(204);
    expect(await first.text()).toBe("");
    const again = await watch(video.id, "anonymous", { ...body, ranges: [[10, 20]] });
    expect(again.status).toBe(429);
    const figures = await insightsOf(video.id);
    expect(figures.watchSeconds).toBe(10);
    expect(figures.averagePercentWatched).toBe(50);
    expect(figures.retention.slice(0, 50).every((share) => share === 1)).toBe(true);
    expect(figures.retention.slice(50).every((share) => share === 0)).toBe(true);
  });

  it("keeps the union of a session's ranges and grows the totals by what is new", async () => {
    const video = await insertVideo(database.db(), people.owner.id, {
      isPrivate: false,
      duration: 20,
    });
    const sessionId = newSession();
    expect(await beaconNow(video, sessionId, [[0, 8]])).toBe("stored");
    expect(await beaconNow(video, sessionId, [[4, 12]])).toBe("stored");
    let figures = await insightsOf(video.id);
    expect(figures.watchSeconds).toBe(12);
    expect(figures.completionRate).toBe(0);
    // Beyond the end is clamped to the duration; rewatching adds nothing.
    expect(
      await beaconNow(video, sessionId, [
        [0, 4],
        [12, 500],
      ]),
    ).toBe("stored");
    figures = await insightsOf(video.id);
    expect(figures.watchSeconds).toBe(20);
    expect(figures.completionRate).toBe(1);
    expect(figures.averagePercentWatched).toBe(100);
    expect(figures.retention.every((share) => share === 1)).toBe(true);

    // A second session that watched the first quarter halves the shares after it.
    expect(await beaconNow(video, newSession(), [[0, 5]], "anonymous")).toBe("stored");
    figures = await insightsOf(video.id);
    expect(figures.completionRate).toBe(0.5);
    expect(figures.averagePercentWatched).toBe(62.5);
    expect(figures.retention[0]).toBe(1);
    expect(figures.retention[99]).toBe(0.5);
    expect(figures.uniqueViewers).toBe(2);
  });

  it("rejects malformed beacons with a 400 naming the field", async () => {
    const sessionId = newSession();
    const cases: [unknown, string][] = [
      [{ ranges: [], position: 0 }, "sessionId"],
      [{ sessionId: "x", ranges: [], position: 0 }, "sessionId"],
      [{ sessionId, ranges: "all", position: 0 }, "ranges"],
      [{ sessionId, ranges: [[5, 1]], position: 0 }, "ranges.0"],
      [{ sessionId, ranges: [[0, -1]], position: 0 }, "ranges.0"],
      [{ sessionId, ranges: [[0, 1, 2]], position: 0 }, "ranges.0"],
      [{ sessionId, ranges: [], position: -3 }, "position"],
      [{ sessionId, ranges: [], position: "1" }, "position"],
    ];
    for (const [body, field] of cases) {
      const response = await watch(shared.id, "other", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(field);
    }
  });
});

describe("GET /api/videos/{id}/insights", () => {
  it("is 404 to everyone but the owner, on shared and private videos", async () => {
    for (const video of [shared, hidden]) {
      for (const who of ["other", "anonymous", "signed out"] as const) {
        expect((await insights(video.id, who)).status).toBe(404);
      }
      expect((await insights(video.id, "owner")).status).toBe(200);
    }
  });

  it("names signed-in viewers, numbers anonymous ones, newest first", async () => {
    const video = await insertVideo(database.db(), people.owner.id, {
      isPrivate: false,
      duration: 10,
    });
    await watch(video.id, "other", { sessionId: newSession(), ranges: [[0, 10]], position: 10 });
    await watch(video.id, "signed out", { sessionId: newSession(), ranges: [[0, 2]], position: 2 });
    const figures = await insightsOf(video.id);
    expect(Object.keys(figures).sort()).toEqual(
      [
        "averagePercentWatched",
        "badgeClicks",
        "completionRate",
        "ctaClicks",
        "ctaConversion",
        "funnel",
        "openedNotPlayed",
        "opens",
        "retention",
        "uniqueViewers",
        "viewers",
        "views",
        "watchSeconds",
      ].sort(),
    );
    expect(figures.retention).toHaveLength(100);
    expect(figures.viewers).toHaveLength(2);
    expect(figures.viewers[0]).toMatchObject({
      name: "Anonymous viewer 1",
      user: null,
      percentWatched: 20,
    });
    expect(figures.viewers[1]).toMatchObject({
      user: { id: people.other.id, name: "Ada Lovelace", image: null },
      percentWatched: 100,
    });
    expect(Date.parse(figures.viewers[0]?.lastWatchedAt ?? "")).not.toBeNaN();
  });

  it("the owner's library cards carry the average % watched once someone watched", async () => {
    const db = database.db();
    const video = await insertVideo(db, people.owner.id, { isPrivate: false, duration: 10 });
    const unwatched = await insertVideo(db, people.owner.id, { isPrivate: false, duration: 10 });
    await watch(video.id, "other", { sessionId: newSession(), ranges: [[0, 4]], position: 4 });
    const cards = await listUserVideos(db, people.owner.id);
    expect(cards.find((card) => card.id === video.id)?.averagePercentWatched).toBe(40);
    expect(cards.find((card) => card.id === unwatched.id)).not.toHaveProperty(
      "averagePercentWatched",
    );
  });

  it("deleting the video deletes its insights", async () => {
    const db = database.db();
    const video = await insertVideo(db, people.owner.id, { isPrivate: false, duration: 10 });
    await watch(video.id, "other", { sessionId: newSession(), ranges: [[0, 3]], position: 3 });
    await db.delete(videos).where(eq(videos.id, video.id));
    expect(
      await db.select().from(watchSessions).where(eq(watchSessions.videoId, video.id)),
    ).toEqual([]);
    expect(
      await db.select().from(videoInsights).where(eq(videoInsights.videoId, video.id)),
    ).toEqual([]);
  });
});
