import "server-only";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { entitlementsFor } from "@/lib/entitlements/queries";
import { videoColumns, videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { videoKey } from "@/lib/storage/keys";
import type { Storage } from "@/lib/storage/types";
import { PermanentJobError } from "@/lib/jobs/errors";
import { getFfmpegTools, type FfmpegTools } from "@/lib/media/ffmpeg";
import { mediaDuration, probeMedia } from "@/lib/media/probe";
import { UnsupportedMediaError } from "@/lib/media/safe-input";
import { spriteKeyFor, storeSpriteOf } from "@/lib/media/sprite";
import { jobTimeLimitMs, startTimeLimit } from "@/lib/media/time-limit";
import { config } from "@/lib/config";
import { RECORDING_TOO_LONG } from "../limits";
import { RENDITION_NAMES } from "../media-keys";
import {
  FREE_MAX,
  PRO_MAX,
  canRemuxToWebm,
  extractThumbnail,
  remuxWebm,
  transcodeMp4,
} from "@/lib/media/renditions";
import { invalidateVideo } from "../content-cache";
import { ignoreFailure, logger } from "@/lib/log/logger";

export type StepName = "probe" | "duration" | "remux" | "thumbnail" | "transcode" | "sprite";

export interface ProcessVideoOptions {
  db: Db;
  storage: Storage;
  tools?: FfmpegTools;
  /** libx264 preset; ultrafast keeps screen recordings above 8x real time on 2 cores (bench/). */
  preset?: string;
  signal?: AbortSignal;
  /** Longest media processed, in seconds (default MAX_VIDEO_SECONDS). */
  maxVideoSeconds?: number;
  /** Called as each step starts (skipped steps are not reported). */
  onStep?: (step: StepName, videoId: number) => void | Promise<void>;
}

export const DEFAULT_PRESET = "ultrafast";

export const RENDITIONS = {
  remuxed: { name: RENDITION_NAMES.remuxed, contentType: "video/webm", column: "remuxedKey" },
  mp4: { name: RENDITION_NAMES.mp4, contentType: "video/mp4", column: "mp4Key" },
  thumbnail: { name: RENDITION_NAMES.thumbnail, contentType: "image/png", column: "thumbnailKey" },
} as const;

type Rendition = (typeof RENDITIONS)[keyof typeof RENDITIONS];

/** The video row was deleted while its job ran: stop and leave nothing behind. */
export class VideoGoneError extends Error {
  constructor(videoId: number) {
    super(`Video ${videoId} was deleted during processing`);
    this.name = "VideoGoneError";
  }
}

interface Run {
  options: ProcessVideoOptions;
  videoId: number;
  workDir: string;
  written: string[];
}

async function loadVideo(db: Db, videoId: number) {
  const [row] = await db.select(videoColumns).from(videos).where(eq(videos.id, videoId)).limit(1);
  return row ?? null;
}

/** Updates the row; a missing row means the video was deleted, which ends the run. */
async function updateVideo(run: Run, values: Partial<typeof videos.$inferInsert>): Promise<void> {
  const updated = await run.options.db
    .update(videos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(videos.id, run.videoId))
    .returning({ id: videos.id });
  if (updated.length === 0) throw new VideoGoneError(run.videoId);
  invalidateVideo(run.videoId);
}

async function exists(storage: Storage, key: string | null): Promise<boolean> {
  return key !== null && (await storage.head(key)) !== null;
}

/** Uploads a produced file and records its key, re-checking that the video still exists first. */
async function storeRendition(run: Run, rendition: Rendition, file: string): Promise<void> {
  const { db, storage } = run.options;
  if (!(await loadVideo(db, run.videoId))) throw new VideoGoneError(run.videoId);
  const key = videoKey(run.videoId, rendition.name);
  run.written.push(key);
  await storage.put(key, createReadStream(file), { contentType: rendition.contentType });
  await updateVideo(run, { [rendition.column]: key });
}

/** Stored percentages move by at least this much, and at most once per PROGRESS_EVERY_MS. */
const PROGRESS_STEP = 1;
const PROGRESS_EVERY_MS = 1000;

/**
 * Keeps `videos.processing_progress` near the encode's percentage without a write per ffmpeg
 * report: one write at a time, each at least a second and a percent after the last.
 */
function progressWriter(run: Run) {
  let written = -1;
  let lastAt = 0;
  let chain: Promise<void> = Promise.resolve();
  return {
    report(fraction: number): void {
      const percent = Math.floor(fraction * 100);
      if (percent < written + PROGRESS_STEP || Date.now() - lastAt < PROGRESS_EVERY_MS) return;
      written = percent;
      lastAt = Date.now();
      chain = chain.then(async () => {
        await run.options.db
          .update(videos)
          .set({ processingProgress: percent })
          .where(eq(videos.id, run.videoId))
          .catch(ignoreFailure("saving the processing progress"));
        invalidateVideo(run.videoId);
      });
    },
    settled: () => chain,
  };
}

async function step<T>(run: Run, name: StepName, body: () => Promise<T>): Promise<T> {
  await run.options.onStep?.(name, run.videoId);
  run.options.signal?.throwIfAborted();
  return body();
}

/** Removes every rendition of a deleted video, including ones a crashed attempt never recorded. */
async function removeRenditions(run: Run): Promise<void> {
  const keys = Object.values(RENDITIONS).map((r) => videoKey(run.videoId, r.name));
  await run.options.storage.delete([...new Set([...run.written, ...keys])]).catch((error) => {
    logger().error(
      { err: error, videoId: run.videoId },
      "[media] could not remove renditions of the deleted video",
    );
  });
}

/**
 * Processes one video: probe, duration, remuxed WebM, thumbnail, MP4. Each step is skipped when
 * its output already exists, so a retry resumes where a failed or crashed attempt stopped.
 * Returns "gone" when the video was deleted before or during the run.
 */
export async function processVideo(
  options: ProcessVideoOptions,
  videoId: number,
): Promise<"completed" | "gone"> {
  const { db, storage } = options;
  const video = await loadVideo(db, videoId);
  if (!video) return "gone";
  const tools = options.tools ?? (await getFfmpegTools());
  // Until the duration is known the job gets the base allowance; then 3x the media plus that.
  const limit = startTimeLimit(jobTimeLimitMs(null), options.signal);
  const signal = limit.signal;
  const run: Run = {
    options: { ...options, signal },
    videoId,
    workDir: await mkdtemp(path.join(os.tmpdir(), "demoreel-media-")),
    written: [],
  };
  let source: { path: string; cleanup: () => Promise<void> } | undefined;
  try {
    await updateVideo(run, { processingStatus: "processing" });
    // Queued by the recording's join once the original is stored: never before it exists.
    if (!video.originalKey) throw new PermanentJobError("The video has no original yet");
    source = await storage.toLocalFile(video.originalKey);
    const original = source.path;
    const info = await step(run, "probe", () => probeMedia(tools, original, signal)).catch(
      async (error: unknown) => {
        // Not a container ffmpeg may read (the upload checks should have refused it): never retried.
        if (!(error instanceof UnsupportedMediaError)) throw error;
        await updateVideo(run, { processingStatus: "failed" });
        throw new PermanentJobError(error.message);
      },
    );
    const duration = await step(run, "duration", () =>
      mediaDuration(tools, original, info, signal),
    );
    await updateVideo(run, {
      duration,
      width: info.video?.width || null,
      height: info.video?.height || null,
    });
    // The duration the client sent is provisional; this one is measured, and decides.
    if (duration > (options.maxVideoSeconds ?? config().MAX_VIDEO_SECONDS)) {
      await updateVideo(run, { processingStatus: "failed" });
      throw new PermanentJobError(RECORDING_TOO_LONG);
    }
    limit.setLimit(jobTimeLimitMs(duration));

    // Later steps read the remuxed copy when there is one: it has Cues, so seeking is cheap.
    let input = original;
    if (canRemuxToWebm(info) && !(await exists(storage, video.remuxedKey))) {
      const out = path.join(run.workDir, RENDITIONS.remuxed.name);
      await step(run, "remux", () => remuxWebm(tools, info, original, out, signal));
      await storeRendition(run, RENDITIONS.remuxed, out);
      input = out;
    }

    if (info.video && !(await exists(storage, video.thumbnailKey))) {
      const out = path.join(run.workDir, RENDITIONS.thumbnail.name);
      await step(run, "thumbnail", () =>
        extractThumbnail(tools, info, input, out, duration, signal),
      );
      // The owner may have picked or uploaded one meanwhile (PUT /thumbnail): theirs wins.
      if (!(await loadVideo(db, videoId))?.thumbnailKey) {
        await storeRendition(run, RENDITIONS.thumbnail, out);
      }
    }

    if (!(await exists(storage, video.mp4Key))) {
      // The rendition's size is the plan's of the video's workspace (720p free, 1080p Pro).
      const { resolution } = await entitlementsFor(db, video.workspaceId);
      const box = resolution >= PRO_MAX.height ? PRO_MAX : FREE_MAX;
      const preset = options.preset ?? DEFAULT_PRESET;
      const out = path.join(run.workDir, RENDITIONS.mp4.name);
      const progress = progressWriter(run);
      await step(run, "transcode", () =>
        transcodeMp4(
          tools,
          info,
          input,
          out,
          { box, preset, duration, onProgress: progress.report },
          signal,
        ),
      );
      await progress.settled();
      await storeRendition(run, RENDITIONS.mp4, out);
      // The editor's timeline strip; a video without one gets it on demand, so no failure here.
      const mp4 = videoKey(videoId, RENDITIONS.mp4.name);
      run.written.push(spriteKeyFor(mp4));
      await step(run, "sprite", () =>
        storeSpriteOf(tools, storage, mp4, duration, { localFile: out, signal }),
      ).catch((error: unknown) => {
        if (signal.aborted) throw error;
        logger().error({ err: error, videoId }, "[media] no timeline strip for the video");
      });
    }

    await updateVideo(run, { processingStatus: "completed", processingProgress: null });
    return "completed";
  } catch (error) {
    if (error instanceof VideoGoneError || !(await loadVideo(db, videoId))) {
      await removeRenditions(run);
      return "gone";
    }
    throw error;
  } finally {
    limit.dispose();
    await source
      ?.cleanup()
      .catch(ignoreFailure("removing processing's local copy of the original"));
    await rm(run.workDir, { recursive: true, force: true });
  }
}
