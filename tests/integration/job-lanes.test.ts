import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs } from "@/db/schema";
import { claimNextJob } from "@/lib/jobs/queue";
import { laneFilter, parseLaneSpec } from "@/lib/jobs/lanes";
import { TRANSCRIBE_VIDEO } from "@/lib/videos/jobs";
import { defaultHandlers } from "@/lib/worker/handlers";
import { createWorker, type Worker } from "@/lib/worker/worker";
import type { JobHandler } from "@/lib/jobs/types";
import { ada, comment, database, mail, mailTo, owner, video } from "./email-notifications-support";
import {
  insertVideo,
  makeVp9Clip,
  quietLogger,
  reloadVideo,
  tempStorageForFile,
} from "./processing-support";

const temp = tempStorageForFile();
const clip = () => path.join(temp.dir(), "clip.webm");
let worker: Worker | undefined;

beforeAll(() => makeVp9Clip(clip(), 2));
afterEach(async () => {
  await worker?.stop({ abort: true });
  worker = undefined;
});

/**
 * A transcription that holds its slot until the test lets it go (or the worker aborts it): the
 * stand-in for a talk the offline recogniser needs ten minutes for.
 */
function longTranscription() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  const handler: JobHandler = {
    async run(_job, signal) {
      started = true;
      await Promise.race([
        released,
        new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))),
      ]);
    },
  };
  return { handler, release, started: () => started };
}

describe("job lanes", () => {
  it("sends an email and processes a new video while a long transcription runs", async () => {
    const db = database.db();
    await db.delete(jobs);
    const transcription = longTranscription();
    // Queued first, so a single queue would run it first and everything else after it.
    const [held] = await db
      .insert(jobs)
      .values({ kind: TRANSCRIBE_VIDEO, payload: { videoId: 1 } })
      .returning();
    worker = createWorker({
      db,
      storage: temp.storage(),
      handlers: {
        ...defaultHandlers(db, temp.storage(), {}, mail),
        [TRANSCRIBE_VIDEO]: transcription.handler,
      },
      pollMs: 20,
      maintenanceEveryMs: 0,
      logger: quietLogger,
    });
    worker.start();
    await vi.waitFor(() => expect(transcription.started()).toBe(true));

    const commented = await video();
    await comment(commented, ada, { content: "Pricing looks right", timestamp: 12 });
    const uploaded = await insertVideo(db, temp.storage(), owner.id, clip());

    await vi.waitFor(() => expect(mailTo(owner)).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(
      async () => expect((await reloadVideo(db, uploaded.id))?.processingStatus).toBe("completed"),
      { timeout: 30_000 },
    );
    const [holding] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, held?.id ?? 0));
    expect(holding?.state).toBe("running");

    transcription.release();
    await vi.waitFor(async () => {
      const [done] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.id, held?.id ?? 0));
      expect(done?.state).toBe("completed");
    });
  });

  it("claims in a lane only that lane's kinds; processing takes every kind no lane names", async () => {
    const db = database.db();
    await db.delete(jobs);
    await db.insert(jobs).values([
      { kind: TRANSCRIBE_VIDEO, payload: {} },
      { kind: "notification-email", payload: {} },
      { kind: "some-test-kind", payload: {} },
    ]);
    const claim = (lane: "processing" | "transcription" | "delivery") =>
      claimNextJob(db, { workerId: lane, leaseMs: 60_000, lane: laneFilter(lane) });

    expect((await claim("delivery"))?.kind).toBe("notification-email");
    expect(await claim("delivery")).toBeNull();
    expect((await claim("processing"))?.kind).toBe("some-test-kind");
    expect(await claim("processing")).toBeNull();
    expect((await claim("transcription"))?.kind).toBe(TRANSCRIBE_VIDEO);
    const left = await db.select().from(jobs).where(eq(jobs.state, "queued"));
    expect(left).toEqual([]);
  });

  it("reads WORKER_LANES, refusing unknown lanes and slot counts out of range", () => {
    expect([...parseLaneSpec("transcription")]).toEqual([["transcription", 1]]);
    expect([...parseLaneSpec("processing:2, delivery:4")]).toEqual([
      ["processing", 2],
      ["delivery", 4],
    ]);
    expect(() => parseLaneSpec("email")).toThrow('Unknown job lane "email"');
    expect(() => parseLaneSpec("delivery:0")).toThrow("1 to 16 slots");
    expect(() => parseLaneSpec(" , ")).toThrow("No job lane given");
  });
});
