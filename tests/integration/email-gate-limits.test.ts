import { beforeAll, describe, expect, it } from "vitest";
import type { Video } from "@/db/schema";
import {
  GATE_EMAILS_PER_ADDRESS_PER_HOUR,
  GATE_EMAILS_PER_VIDEO_PER_HOUR,
} from "@/lib/audience/shared";
import { createTestUser, type TestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import { giveEmail } from "./email-gate-support";
import { insertVideo, subscribe } from "./videos-fixtures";

// The gate's bounds: per client address and video, one bucket for every viewer whose address is
// unknown (no trusted proxy reports it), and a ceiling per video for all addresses together.

const database = useTestDatabase();
let owner: TestUser;

beforeAll(async () => {
  const db = database.db();
  owner = await createTestUser(db);
  await subscribe(db, owner.id, "yearly");
});

const gatedVideo = (): Promise<Video> =>
  insertVideo(database.db(), owner.id, { isPrivate: false, emailGate: true, duration: 20 });

/** One email at the gate from `address` (null: none reported); answers the status. */
async function submit(video: Video, n: number, address: string | null): Promise<number> {
  const asker = address === null ? {} : { headers: { "x-forwarded-for": address } };
  const { response } = await giveEmail(video.id, asker, { email: `viewer${n}@prospect.io` });
  return response.status;
}

describe("the email gate's rate limits", () => {
  it("counts every viewer whose address is unknown in one bucket: the next one past it is 429", async () => {
    const video = await gatedVideo();
    for (let i = 0; i < GATE_EMAILS_PER_ADDRESS_PER_HOUR; i++) {
      expect(await submit(video, i, null)).toBe(204);
    }
    const { response } = await giveEmail(video.id, {}, { email: "one-more@prospect.io" });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("set-cookie")).toBeNull();
    // A known address has its own bucket; another video its own count.
    expect(await submit(video, 100, "198.51.100.20")).toBe(204);
    expect(await submit(await gatedVideo(), 101, null)).toBe(204);
  });

  it("bounds each known address on its own", async () => {
    const video = await gatedVideo();
    for (let i = 0; i < GATE_EMAILS_PER_ADDRESS_PER_HOUR; i++) {
      expect(await submit(video, i, "198.51.100.30")).toBe(204);
    }
    expect(await submit(video, 999, "198.51.100.30")).toBe(429);
    expect(await submit(video, 1000, "198.51.100.31")).toBe(204);
  });

  it("caps one video's emails from all addresses together", async () => {
    const video = await gatedVideo();
    const perAddress = GATE_EMAILS_PER_ADDRESS_PER_HOUR;
    for (let i = 0; i < GATE_EMAILS_PER_VIDEO_PER_HOUR; i++) {
      const address = `203.0.${Math.floor(i / perAddress)}.${i % perAddress}`;
      expect(await submit(video, i, address)).toBe(204);
    }
    expect(await submit(video, -1, "192.0.2.99")).toBe(429);
    expect(await submit(video, -2, null)).toBe(429);
  });
});
