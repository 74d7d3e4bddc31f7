import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, videos } from "@/db/schema";
import { getStorage, type Storage } from "@/lib/storage";
import { joinCommittedUpload } from "@/lib/uploads/join";
import type { VideoResponse } from "@/lib/videos/serialize";
import { createWorker } from "@/lib/worker/worker";
import { runUploadJoins } from "../support/upload-joins";
import { makeRecorderLikeClip, quietLogger } from "./processing-support";
import {
  commit,
  createSession,
  database,
  putPart,
  split,
  storedBytes,
} from "./upload-sessions-support";
import { storedFiles, webmBytes } from "./videos-fixtures";

// The commit of a recording answers once its parts are accounted for; the join-upload job makes
// the original afterwards. These tests hold the job back to look at the state between the two.

const jobsOf = (videoId: number) =>
  database.db().select().from(jobs).where(eq(jobs.videoId, videoId));
const videoRow = async (videoId: number) =>
  (await database.db().select().from(videos).where(eq(videos.id, videoId)))[0];

/** Uploads `bytes` in `count` parts and commits them; answers the new video. */
async function committedRecording(bytes: Buffer, count: number): Promise<VideoResponse> {
  const session = await createSession();
  const parts = split(bytes, count);
  for (const [n, part] of parts.entries())
    expect((await putPart(session.id, n, part)).status).toBe(200);
  const res = await commit(session.id, { title: "Stop", duration: 3, partCount: count });
  expect(res.status).toBe(201);
  return (await res.json()) as VideoResponse;
}

/** The storage with one method replaced: how a crash at that point looks to the join. */
function crashingAt<K extends "get" | "put">(storage: Storage, method: K, replaced: Storage[K]) {
  return new Proxy(storage, {
    get(target, prop, receiver) {
      if (prop === method) return replaced;
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** A failed attempt waits out its backoff; a test retries it now instead. */
async function retryNow(videoId: number) {
  await database
    .db()
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(eq(jobs.videoId, videoId));
}

describe("the commit of a recording answers before its parts are joined", () => {
  it("queues the join, then the worker makes a playable video of the measured length", async () => {
    const file = path.join(os.tmpdir(), `demoreel-stop-${process.pid}.webm`);
    await makeRecorderLikeClip(file, 3);
    const bytes = await readFile(file);
    await rm(file, { force: true });
    const video = await committedRecording(bytes, 3);

    expect(video.processingStatus).toBe("queued");
    expect(await videoRow(video.id)).toMatchObject({ originalKey: null, originalPlayable: false });
    expect(await storedFiles(`videos/${video.id}`)).toEqual([]);
    expect((await jobsOf(video.id)).map((job) => [job.kind, job.state])).toEqual([
      ["join-upload", "queued"],
    ]);

    const worker = createWorker({
      db: database.db(),
      storage: getStorage(),
      backoffBaseMs: 20,
      logger: quietLogger,
    });
    await worker.drain(120_000);
    const done = await videoRow(video.id);
    expect(done).toMatchObject({ processingStatus: "completed", originalPlayable: true });
    expect(done?.duration).toBeCloseTo(3, 0);
    expect(done?.mp4Key).toBe(`videos/${video.id}/video.mp4`);
    expect((await storedBytes(done!.originalKey!)).equals(bytes)).toBe(true);
  }, 180_000);

  it("re-runs a join that crashed mid-stream or after writing: the exact original, once", async () => {
    const bytes = webmBytes();
    const video = await committedRecording(bytes, 3);
    const storage = getStorage();
    const sessionPrefix = async () =>
      (await storedFiles("uploads")).filter((key) => key.includes("/part-"));
    const partsBefore = await sessionPrefix();

    // The store drops the connection on the second part: nothing recorded, the parts all kept.
    let reads = 0;
    const dropsSecondPart = crashingAt(storage, "get", (key, range) => {
      if (key.endsWith("part-000001") && reads++ === 0)
        return Promise.reject(new Error("connection reset"));
      return storage.get(key, range);
    });
    expect((await runUploadJoins(database.db(), dropsSecondPart)).get(video.id)).toBe(
      "connection reset",
    );
    expect(await videoRow(video.id)).toMatchObject({
      originalKey: null,
      processingStatus: "queued",
    });
    expect(await sessionPrefix()).toEqual(partsBefore);

    // The worker dies right after the original is written, before it is recorded.
    await retryNow(video.id);
    const diesAfterWrite = crashingAt(storage, "put", async (key, body, options) => {
      await storage.put(key, body, options);
      throw new Error("worker died");
    });
    expect((await runUploadJoins(database.db(), diesAfterWrite)).get(video.id)).toBe("worker died");
    expect((await videoRow(video.id))?.originalKey).toBeNull();
    expect(await sessionPrefix()).toEqual(partsBefore);

    await retryNow(video.id);
    expect((await runUploadJoins(database.db(), storage)).get(video.id)).toBeNull();
    const joined = await videoRow(video.id);
    expect((await storedBytes(joined!.originalKey!)).equals(bytes)).toBe(true);
    expect(await sessionPrefix()).toEqual([]);

    // A second run of a finished join (a lease lost meanwhile) changes nothing, queues nothing.
    const [join] = (await jobsOf(video.id)).filter((job) => job.kind === "join-upload");
    await joinCommittedUpload(database.db(), storage, {
      sessionId: (join!.payload as { sessionId: string }).sessionId,
      videoId: video.id,
    });
    expect((await storedBytes(joined!.originalKey!)).equals(bytes)).toBe(true);
    expect((await jobsOf(video.id)).filter((job) => job.kind === "process-video")).toHaveLength(1);
  });

  it("answers a retried commit with the same video and queues no second join", async () => {
    const session = await createSession();
    await putPart(session.id, 0, webmBytes());
    const first = await commit(session.id, { partCount: 1 });
    expect(first.status).toBe(201);
    const video = (await first.json()) as VideoResponse;
    const again = await commit(session.id, { partCount: 1 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as VideoResponse).id).toBe(video.id);
    expect((await jobsOf(video.id)).map((job) => job.kind)).toEqual(["join-upload"]);
  });
});
