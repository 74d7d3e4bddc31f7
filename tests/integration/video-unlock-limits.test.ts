import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Video } from "@/db/schema";
import {
  UNLOCK_ATTEMPTS,
  UNLOCK_FAILURES_PER_VIDEO,
  UNLOCK_VIDEO_WINDOW_SECONDS,
} from "@/lib/access/unlock";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { patchAs, unlock } from "./video-access-fixtures";
import { insertVideo, type People } from "./videos-fixtures";

const database = useTestDatabase();
let people: People;
const PASSWORD = "open sesame";

beforeAll(async () => {
  const db = database.db();
  people = { owner: await createTestUser(db), other: await createTestUser(db) };
});

async function protectedVideo(title: string): Promise<Video> {
  const video = await insertVideo(database.db(), people.owner.id, { isPrivate: false, title });
  expect((await patchAs(people.owner, video, { password: PASSWORD })).status).toBe(200);
  return video;
}

const statusOf = async (attempt: ReturnType<typeof unlock>) => (await attempt).response.status;

describe("unlock limits (one trusted proxy in front: TRUSTED_PROXY_HOPS=1)", () => {
  it("reads the address our proxy appended: a new forged X-Forwarded-For per guess changes nothing", async () => {
    const video = await protectedVideo("Forged hops");
    for (let i = 0; i < UNLOCK_ATTEMPTS; i++) {
      expect(await statusOf(unlock(video, `guess ${i}`, `10.9.9.${i}, 198.51.100.5`))).toBe(403);
    }
    const next = await unlock(video, PASSWORD, "10.9.9.200, 198.51.100.5");
    expect(next.response.status).toBe(429);
    expect(next.setCookie).toBeNull();
  });

  it("gives viewers whose address is unknown no shared bound: their wrong guesses lock no one out", async () => {
    const video = await protectedVideo("Unknown addresses");
    for (let i = 0; i <= UNLOCK_ATTEMPTS; i++) {
      expect(await statusOf(unlock(video, `guess ${i}`, null))).toBe(403);
    }
    expect(await statusOf(unlock(video, PASSWORD, null))).toBe(204);
  });

  it("caps wrong passwords per video across all addresses; right passwords never count", async () => {
    const video = await protectedVideo("Many addresses");
    const other = await protectedVideo("Another video");
    // Each address stays under its own limit; together they reach the video's.
    const address = (i: number) => `198.51.${Math.floor(i / 5)}.${i % 5}`;
    for (let i = 0; i < UNLOCK_FAILURES_PER_VIDEO - 1; i++) {
      expect(await statusOf(unlock(video, `guess ${i}`, address(i)))).toBe(403);
    }
    for (const viewer of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      expect(await statusOf(unlock(video, PASSWORD, viewer))).toBe(204);
    }
    expect(await statusOf(unlock(video, "the last guess", "192.0.2.4"))).toBe(403);

    const held = await unlock(video, PASSWORD, "192.0.2.5");
    expect(held.response.status).toBe(429);
    expect(await held.response.json()).toMatchObject({ code: "rate_limited" });
    const retryAfter = Number(held.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(UNLOCK_VIDEO_WINDOW_SECONDS - 120);
    expect(retryAfter).toBeLessThanOrEqual(UNLOCK_VIDEO_WINDOW_SECONDS);
    expect(held.setCookie).toBeNull();
    expect(await statusOf(unlock(video, PASSWORD, null))).toBe(429);
    // Other videos keep their own count.
    expect(await statusOf(unlock(other, PASSWORD, "192.0.2.5"))).toBe(204);
  });

  it("refuses every unlock with 503 while the limiter's store is down, instead of not limiting", async () => {
    const video = await protectedVideo("Store down");
    const db = database.db();
    await db.execute(sql`alter table rate_limits rename to rate_limits_unreachable`);
    try {
      for (const address of ["198.51.100.77", null]) {
        const attempt = await unlock(video, PASSWORD, address);
        expect(attempt.response.status).toBe(503);
        expect(await attempt.response.json()).toEqual({
          message: "Passwords cannot be checked right now. Please try again in a moment.",
          code: "service_unavailable",
        });
        expect(attempt.setCookie).toBeNull();
      }
    } finally {
      await db.execute(sql`alter table rate_limits_unreachable rename to rate_limits`);
    }
    expect(await statusOf(unlock(video, PASSWORD, "198.51.100.77"))).toBe(204);
  });
});
