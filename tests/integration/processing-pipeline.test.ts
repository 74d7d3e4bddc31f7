import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, videos } from "@/db/schema";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { probeMedia } from "@/lib/media/probe";
import { jobsForVideo } from "@/lib/jobs/queue";
import { createWorker } from "@/lib/worker/worker";
import { serveObject } from "@/lib/storage/serve";
import { createTestUser } from "../support/fixtures";
import { useTestDatabase } from "../support/test-database";
import {
  ffprobeFormatDuration,
  insertVideo,
  makeGarbageClip,
  makeRecorderLikeClip,
  makeVp9Clip,
  quietLogger,
  reloadVideo,
  topLevelAtoms,
  tempStorageForFile,
} from "./processing-support";

const database = useTestDatabase();
const temp = tempStorageForFile();
let userId = "";
const clip = (name: string) => path.join(temp.dir(), name);

beforeAll(async () => {
  userId = (await createTestUser(database.db())).id;
  await Promise.all([
    makeVp9Clip(clip("vp9.webm"), 2),
    makeRecorderLikeClip(clip("recorder.webm"), 3),
  ]);
  await makeGarbageClip(clip("garbage.webm"), clip("vp9.webm"));
});

function worker(backoffBaseMs = 20) {
  return createWorker({
    db: database.db(),
    storage: temp.storage(),
    backoffBaseMs,
    logger: quietLogger,
  });
}

describe("processing pipeline", () => {
  it("measures the duration itself and refuses media over the limit without retrying", async () => {
    const db = database.db();
    const storage = temp.storage();
    const video = await insertVideo(db, storage, userId, clip("vp9.webm"));
    const strict = createWorker({
      db,
      storage,
      backoffBaseMs: 20,
      logger: quietLogger,
      video: { maxVideoSeconds: 1 },
    });

    expect(await strict.drain(30_000)).toBe(1);

    const refused = await reloadVideo(db, video.id);
    expect(refused?.processingStatus).toBe("failed");
    expect(refused?.duration).toBeGreaterThan(1.5);
    expect(refused?.mp4Key).toBeNull();
    const [job] = await jobsForVideo(db, video.id);
    expect(job).toMatchObject({ state: "failed", attempts: 1, lastError: "Recording is too long" });
    expect(await storage.head(video.originalKey!)).not.toBeNull();
  });

  it("turns a VP9/Opus WebM into a faststart MP4, a remuxed WebM and a thumbnail", async () => {
    const db = database.db();
    const storage = temp.storage();
    const video = await insertVideo(db, storage, userId, clip("vp9.webm"));
    expect((await reloadVideo(db, video.id))?.processingStatus).toBe("queued");

    // Processing, then the automatic transcript and the email preview it queues.
    expect(await worker().drain(30_000)).toBe(3);

    const done = await reloadVideo(db, video.id);
    expect(done?.processingStatus).toBe("completed");
    expect(done?.duration).toBeGreaterThan(1.5);
    expect(done?.duration).toBeLessThan(2.5);
    // The recorded resolution, from ffprobe of the original.
    expect(done).toMatchObject({ width: 320, height: 240 });
    expect(done?.originalKey).toBe(video.originalKey);
    const [job] = await jobsForVideo(db, video.id);
    expect(job).toMatchObject({ state: "completed", attempts: 1, lastError: null });

    const mp4 = storage.pathOf(done?.mp4Key ?? "");
    expect((await topLevelAtoms(mp4)).slice(0, 2)).toEqual(["ftyp", "moov"]);
    const info = await probeMedia(await getFfmpegTools(), mp4);
    expect(info.video).toMatchObject({ codec: "h264", width: 320, height: 240 });
    expect(info.audio?.codec).toBe("aac");
    expect((await storage.head(done?.thumbnailKey ?? ""))?.contentType).toBe("image/png");
    expect(await storage.head(done?.remuxedKey ?? "")).not.toBeNull();
    expect((await storage.head(`videos/${video.id}/preview.gif`))?.contentType).toBe("image/gif");

    const request = new Request("http://127.0.0.1/media", { headers: { range: "bytes=0-99" } });
    const response = await serveObject(request, storage, done?.mp4Key ?? "", {
      cacheControl: "private, max-age=60",
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it("gives a MediaRecorder-like WebM without a duration its real duration and Cues", async () => {
    const db = database.db();
    const storage = temp.storage();
    expect(await ffprobeFormatDuration(clip("recorder.webm"))).toBe("N/A");
    const video = await insertVideo(db, storage, userId, clip("recorder.webm"));

    await worker().drain(30_000);

    const done = await reloadVideo(db, video.id);
    expect(done?.processingStatus).toBe("completed");
    expect(Math.abs((done?.duration ?? 0) - 3)).toBeLessThan(0.5);
    const remuxed = storage.pathOf(done?.remuxedKey ?? "");
    expect(Math.abs(Number(await ffprobeFormatDuration(remuxed)) - 3)).toBeLessThan(0.5);
    const mp4 = storage.pathOf(done?.mp4Key ?? "");
    expect(Math.abs(Number(await ffprobeFormatDuration(mp4)) - 3)).toBeLessThan(0.5);
  });

  it("fails a corrupt upload after three attempts and keeps serving the original bytes", async () => {
    const db = database.db();
    const storage = temp.storage();
    const video = await insertVideo(db, storage, userId, clip("garbage.webm"));
    const w = worker(20);

    const deadline = Date.now() + 20_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      await w.drain(5_000);
      state = (await jobsForVideo(db, video.id))[0]?.state;
      if (state === "failed") break;
      await new Promise((r) => setTimeout(r, 50));
    }

    const [job] = await jobsForVideo(db, video.id);
    expect(job).toMatchObject({ state: "failed", attempts: 3 });
    expect(job?.lastError).toBeTruthy();
    const failed = await reloadVideo(db, video.id);
    expect(failed).toMatchObject({ processingStatus: "failed", mp4Key: null });
    const response = await serveObject(
      new Request("http://127.0.0.1/m"),
      storage,
      video.originalKey!,
      {
        cacheControl: "private",
      },
    );
    expect(response.status).toBe(200);
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(await readFile(clip("garbage.webm")))).toBe(true);
  });

  it("stops, cancels the job and removes the files it wrote when the video is deleted mid-job", async () => {
    const db = database.db();
    const storage = temp.storage();
    const video = await insertVideo(db, storage, userId, clip("vp9.webm"));
    const renditions = ["remuxed.webm", "thumbnail.png", "video.mp4"].map(
      (name) => `videos/${video.id}/${name}`,
    );
    const steps: string[] = [];
    const storedBeforeDelete: string[] = [];
    const w = createWorker({
      db,
      storage,
      logger: quietLogger,
      video: {
        onStep: async (step) => {
          steps.push(step);
          if (step === "transcode") {
            for (const key of renditions) if (await storage.head(key)) storedBeforeDelete.push(key);
            // Only the row goes (its job cascades); the files the worker wrote are left to it.
            await db.delete(videos).where(eq(videos.id, video.id));
          }
        },
      },
    });

    await w.drain(30_000);

    expect(steps).toEqual(["probe", "duration", "remux", "thumbnail", "transcode"]);
    expect(storedBeforeDelete).toEqual(renditions.slice(0, 2));
    expect(await db.select().from(jobs).where(eq(jobs.videoId, video.id))).toEqual([]);
    for (const key of renditions) expect(await storage.head(key)).toBeNull();
  });
});
