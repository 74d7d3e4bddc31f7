import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getInsights } from "@/app/api/videos/[id]/insights/route";
import { POST as postWatch } from "@/app/api/videos/[id]/watch/route";
import { watchSessions, type Video } from "@/db/schema";
import { recordWatchBeacon } from "@/lib/audience/record-watch-beacon";
import { WATCH_SESSIONS_PER_ADDRESS_PER_DAY, type VideoInsights } from "@/lib/audience/shared";
import { addressHashOf } from "@/lib/audience/views";
import { apiRequest, routeParams } from "../support/fixtures";
import { as, insertVideo, useSharedAndHidden } from "./videos-fixtures";

// Watch sessions of callers who are not signed in: bounded and merged per known address.

const { database, world } = useSharedAndHidden();
let sessionCounter = 0;
const newSession = () => `session-${++sessionCounter}-${Date.now()}`;

function watch(id: number, body: unknown) {
  return postWatch(
    apiRequest(`/api/videos/${id}/watch`, { ...as("other", world.people), method: "POST", body }),
    routeParams({ id: String(id) }),
  );
}

async function insightsOf(id: number): Promise<VideoInsights> {
  const response = await getInsights(
    apiRequest(`/api/videos/${id}/insights`, as("owner", world.people)),
    routeParams({ id: String(id) }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as VideoInsights;
}

describe("anonymous watch sessions", () => {
  const fromAddress = (video: Video, address: string, n: number) =>
    postWatch(
      apiRequest(`/api/videos/${video.id}/watch`, {
        method: "POST",
        anonymousId: `dev-user-${9000 + n}`,
        headers: { "x-forwarded-for": address },
        body: {
          sessionId: `forged-${address.replaceAll(".", "_")}-${n}`,
          ranges: [[0, 20]],
          position: 20,
        },
      }),
      routeParams({ id: String(video.id) }),
    );

  it("are bounded per address and video per day, and count as one viewer per address", async () => {
    const db = database.db();
    const video = await insertVideo(db, world.people.owner.id, { isPrivate: false, duration: 20 });
    const statuses: number[] = [];
    for (let n = 0; n < WATCH_SESSIONS_PER_ADDRESS_PER_DAY + 5; n++) {
      statuses.push((await fromAddress(video, "203.0.113.31", n)).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(
      WATCH_SESSIONS_PER_ADDRESS_PER_DAY,
    );
    expect(statuses.slice(WATCH_SESSIONS_PER_ADDRESS_PER_DAY).every((s) => s === 429)).toBe(true);
    const rows = await db.select().from(watchSessions).where(eq(watchSessions.videoId, video.id));
    expect(rows).toHaveLength(WATCH_SESSIONS_PER_ADDRESS_PER_DAY);

    // A session already started goes on past the bound.
    const address = addressHashOf(
      new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-for": "203.0.113.31" } })
        .headers,
    );
    await expect(
      recordWatchBeacon(db, {
        videoId: video.id,
        viewerId: null,
        viewerKey: "anon:dev-user-9000",
        addressKey: address,
        knownAddressKey: address,
        beacon: { sessionId: "forged-203_0_113_31-0", ranges: [[0, 20]], position: 20 },
        minGapSeconds: 0,
      }),
    ).resolves.toBe("stored");

    // Another address and a signed-in viewer are other viewers.
    expect((await fromAddress(video, "203.0.113.32", 0)).status).toBe(204);
    expect(
      (await watch(video.id, { sessionId: newSession(), ranges: [[0, 5]], position: 5 })).status,
    ).toBe(204);
    const figures = await insightsOf(video.id);
    expect(figures.uniqueViewers).toBe(3);
    expect(figures.viewers).toHaveLength(3);
    expect(figures.viewers.filter((viewer) => viewer.user === null)).toHaveLength(2);
  });

  it("whose address is unknown (no trusted proxy) are each their own viewer, not one", async () => {
    const video = await insertVideo(database.db(), world.people.owner.id, {
      isPrivate: false,
      duration: 20,
    });
    for (const n of [1, 2, 3]) {
      const response = await postWatch(
        apiRequest(`/api/videos/${video.id}/watch`, {
          method: "POST",
          anonymousId: `dev-user-${9100 + n}`,
          body: { sessionId: `unknown-address-${n}`, ranges: [[0, 20]], position: 20 },
        }),
        routeParams({ id: String(video.id) }),
      );
      expect(response.status).toBe(204);
    }
    const figures = await insightsOf(video.id);
    expect(figures.uniqueViewers).toBe(3);
    expect(figures.viewers).toHaveLength(3);
  });
});
