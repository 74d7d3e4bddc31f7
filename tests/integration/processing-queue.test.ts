import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { jobs } from "@/db/schema";
import { claimNextJob, jobsForVideo } from "@/lib/jobs/queue";
import { PROCESS_VIDEO, TRANSCRIBE_VIDEO } from "@/lib/videos/jobs";
import { createWorker } from "@/lib/worker/worker";
import type { JobHandlers } from "@/lib/jobs/types";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  insertVideo,
  makeVp9Clip,
  quietLogger,
  reloadVideo,
  tempStorageForFile,
} from "./processing-support";

const database = useTestDatabase();
const temp = tempStorageForFile();
let userId = "";
const clip = () => path.join(temp.dir(), "clip.webm");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  userId = (await createTestUser(database.db())).id;
  await makeVp9Clip(clip(), 2);
});

describe("processing queue", () => {
  it("reclaims a job whose worker died once its lease expires, and completes it", async () => {
    const db = database.db();
    const storage = temp.storage();
    const video = await insertVideo(db, storage, userId, clip());
    const dead = await claimNextJob(db, { workerId: "dead-worker", leaseMs: 60_000 });
    expect(dead?.videoId).toBe(video.id);

    const survivor = createWorker({ db, storage, workerId: "survivor", logger: quietLogger });
    expect(await survivor.runOnce()).toBe(false);
    // The dead worker never renews; fast-forward to the end of its lease.
    await db
      .update(jobs)
      .set({ leasedUntil: new Date(Date.now() - 1_000) })
      .where(eq(jobs.id, dead?.id ?? 0));
    expect(await survivor.runOnce()).toBe(true);

    expect((await reloadVideo(db, video.id))?.processingStatus).toBe("completed");
    const job = (await jobsForVideo(db, video.id)).find((j) => j.kind === PROCESS_VIDEO);
    expect(job).toMatchObject({ state: "completed", attempts: 2, lockedBy: "survivor" });
  });

  it("never gives one job to two workers running at once (real pipeline)", async () => {
    const db = database.db();
    const storage = temp.storage();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await insertVideo(db, storage, userId, clip())).id);
    const runs = new Map<string, number>();
    const onStep = (step: string, videoId: number) => {
      const key = `${videoId}:${step}`;
      runs.set(key, (runs.get(key) ?? 0) + 1);
    };
    const workers = ["a", "b"].map((name) =>
      createWorker({ db, storage, workerId: name, logger: quietLogger, video: { onStep } }),
    );

    const ran = await Promise.all(workers.map((w) => w.drain(60_000)));

    // Three processings and the three automatic transcripts they queue (plus any transcript an
    // earlier test's processing left queued); each step below ran exactly once.
    expect(ran[0]! + ran[1]!).toBeGreaterThanOrEqual(6);
    for (const id of ids) {
      expect((await reloadVideo(db, id))?.processingStatus).toBe("completed");
      for (const step of ["probe", "remux", "thumbnail", "transcode"]) {
        expect(runs.get(`${id}:${step}`)).toBe(1);
      }
    }
  });

  it("spreads many short jobs over concurrent workers, each job run exactly once", async () => {
    const db = database.db();
    await db
      .insert(jobs)
      .values(Array.from({ length: 40 }, (_, i) => ({ kind: "count", payload: { i } })));
    const counts = new Map<number, number>();
    const handlers: JobHandlers = {
      count: {
        async run(job) {
          counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
          await sleep(5);
        },
      },
    };
    const workers = ["w1", "w2", "w3"].map((workerId) =>
      createWorker({ db, storage: temp.storage(), workerId, handlers, logger: quietLogger }),
    );

    const ran = await Promise.all(workers.map((w) => w.drain(30_000)));

    expect(ran.reduce((a, b) => a + b, 0)).toBe(40);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const states = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.kind, "count"));
    expect(states.every((s) => s.state === "completed")).toBe(true);
  });

  it("keeps a long job's lease alive with heartbeats so no other worker takes it", async () => {
    const db = database.db();
    await db.insert(jobs).values({ kind: "slow", payload: {} });
    const slowJob = async () => (await db.select().from(jobs).where(eq(jobs.kind, "slow")))[0];
    // A lease far longer than any scheduler pause: only the test moves it, never the clock.
    const options = { db, storage: temp.storage(), logger: quietLogger, leaseMs: 60_000 };
    const other = createWorker({ ...options, workerId: "other" });
    let runs = 0;
    const handlers: JobHandlers = {
      slow: {
        async run() {
          runs += 1;
          // Fast-forward past the end of the lease, as if the job had run that long...
          await db
            .update(jobs)
            .set({ leasedUntil: new Date(Date.now() - 1_000) })
            .where(eq(jobs.kind, "slow"));
          // ...then the heartbeat renews it, and another worker finds nothing to take.
          await vi.waitFor(
            async () =>
              expect((await slowJob())?.leasedUntil?.getTime()).toBeGreaterThan(Date.now()),
            { timeout: 10_000, interval: 20 },
          );
          expect(await other.runOnce()).toBe(false);
        },
      },
    };
    const holder = createWorker({ ...options, handlers, workerId: "holder", heartbeatMs: 50 });

    expect(await holder.runOnce()).toBe(true);

    expect(runs).toBe(1);
    expect(await slowJob()).toMatchObject({ state: "completed", attempts: 1, lockedBy: "holder" });
  });

  it("fails a job whose worker died on its last attempt, without running it again", async () => {
    const db = database.db();
    const past = new Date(Date.now() - 60_000);
    await db.insert(jobs).values({
      kind: "doomed",
      state: "running",
      attempts: 3,
      lockedBy: "dead-worker",
      leasedUntil: past,
      lastError: "killed",
    });
    const seen: string[] = [];
    const handlers: JobHandlers = {
      doomed: {
        run: async () => void seen.push("run"),
        failed: async () => void seen.push("failed"),
      },
    };
    const w = createWorker({ db, storage: temp.storage(), handlers, logger: quietLogger });

    expect(await w.runOnce()).toBe(true);

    expect(seen).toEqual(["failed"]);
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, "doomed"));
    expect(job).toMatchObject({ state: "failed", attempts: 4, lastError: "killed" });
  });

  it("claims an automatic transcript only when nothing else is waiting, even if it was queued first", async () => {
    const db = database.db();
    await db.delete(jobs).where(eq(jobs.state, "queued"));
    const past = (seconds: number) => new Date(Date.now() - seconds * 1_000);
    await db.insert(jobs).values([
      { kind: TRANSCRIBE_VIDEO, payload: {}, runAt: past(60) },
      { kind: "email.test", payload: {}, runAt: past(1) },
    ]);
    const options = { workerId: "w", leaseMs: 60_000, lowPriorityKinds: [TRANSCRIBE_VIDEO] };
    expect((await claimNextJob(db, options))?.kind).toBe("email.test");
    expect((await claimNextJob(db, options))?.kind).toBe(TRANSCRIBE_VIDEO);
    expect(await claimNextJob(db, options)).toBeNull();
  });
});
