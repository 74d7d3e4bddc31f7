import "server-only";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { jobs, videoColumns, videos } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { DeferJobError, PermanentJobError } from "@/lib/jobs/errors";
import type { JobOf } from "@/lib/jobs/kinds";
import { hasNewerJob } from "@/lib/jobs/queue";
import { renderCuts } from "@/lib/media/cut-render";
import { getFfmpegTools, type FfmpegTools } from "@/lib/media/ffmpeg";
import { frameFromStorage } from "@/lib/media/frame";
import { mediaDuration, probeMedia } from "@/lib/media/probe";
import { thumbnailTime } from "@/lib/media/renditions";
import { spriteKeyFor, storeSpriteOf } from "@/lib/media/sprite";
import { jobTimeLimitMs, startTimeLimit } from "@/lib/media/time-limit";
import { videoKey } from "@/lib/storage/keys";
import type { Storage } from "@/lib/storage/types";
import { keptRanges, toEdited, type Cut } from "@/lib/timeline/cuts";
import { applyTimeline } from "../edit/apply";
import { deleteUnreferenced } from "../edit/stale-files";
import { findVideoEdit, saveVideoEdit } from "../edit/state";
import type { EDIT_VIDEO } from "../jobs";
import { editedMp4Key, JOIN_UPLOAD, PROCESS_VIDEO, sameCuts, UNEDITED_MP4 } from "../jobs";
import { frameThumbnailKey, isFrameThumbnail } from "../thumbnail";
import { invalidateVideo } from "../content-cache";
import { ignoreFailure, logger } from "@/lib/log/logger";

/** How long an edit waits before looking again at a video still being processed. */
export const EDIT_WAIT_MS = 5_000;

async function processingPending(db: Db, videoId: number): Promise<boolean> {
  const waiting = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.videoId, videoId),
        // A recording's join queues its processing: an edit waits for both.
        inArray(jobs.kind, [PROCESS_VIDEO, JOIN_UPLOAD]),
        inArray(jobs.state, ["queued", "running"]),
      ),
    )
    .limit(1);
  return waiting.length > 0;
}

async function loadVideo(db: DbOrTx, videoId: number) {
  const [row] = await db.select(videoColumns).from(videos).where(eq(videos.id, videoId)).limit(1);
  return row ?? null;
}

type EditJob = JobOf<typeof EDIT_VIDEO>;

export interface EditJobOptions {
  db: Db;
  storage: Storage;
  tools?: FfmpegTools;
  preset?: string;
  signal?: AbortSignal;
}

/**
 * Whether `job` still renders the edit the owner wants: its cuts are the pending ones and no edit
 * of the video was requested after it (a later request for the same cuts is its own job).
 */
async function isLatestEdit(db: DbOrTx, job: EditJob, cuts: readonly Cut[]): Promise<boolean> {
  const edit = await findVideoEdit(db, job.payload.videoId);
  return !!edit && sameCuts(edit.pendingCuts, cuts) && !(await hasNewerJob(db, job));
}

/**
 * Renders an edit: waits while the video is processed, re-encodes the kept ranges of the
 * unedited MP4, then switches the video, its thumbnail frame and every timed item to the new
 * timeline in one transaction. An edit superseded meanwhile (a newer one, or a revert) stops at
 * the next check: before the render and before switching.
 */
export async function runEditJob(options: EditJobOptions, job: EditJob): Promise<void> {
  const { db, storage } = options;
  const { videoId, cuts } = job.payload;
  const video = await loadVideo(db, videoId);
  if (!video) return;
  if (
    video.processingStatus === "queued" ||
    video.processingStatus === "processing" ||
    (await processingPending(db, videoId))
  ) {
    throw new DeferJobError(EDIT_WAIT_MS, "Waiting for processing to finish");
  }
  const edit = await findVideoEdit(db, videoId);
  if (!edit || !(await isLatestEdit(db, job, cuts))) return;
  const sourceKey = videoKey(videoId, UNEDITED_MP4);
  if (!(await storage.head(sourceKey))) {
    throw new PermanentJobError("The video has no processed MP4 to edit");
  }
  const sourceDuration = edit.sourceDuration ?? video.duration;
  const tools = options.tools ?? (await getFfmpegTools());
  const limit = startTimeLimit(jobTimeLimitMs(sourceDuration), options.signal);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-edit-"));
  const source = await storage.toLocalFile(sourceKey);
  const outKey = editedMp4Key(videoId, job);
  let thumbnailKey: string | undefined;
  let applied = false;
  try {
    // Fetching the source takes a while: a newer edit may have come in meanwhile.
    if (!(await isLatestEdit(db, job, cuts))) return;
    const info = await probeMedia(tools, source.path, limit.signal);
    const out = path.join(workDir, "edited.mp4");
    await renderCuts(tools, info, source.path, out, keptRanges(cuts, sourceDuration), {
      preset: options.preset ?? "ultrafast",
      signal: limit.signal,
    });
    if (!(await isLatestEdit(db, job, cuts))) return;
    const duration = await mediaDuration(
      tools,
      out,
      await probeMedia(tools, out, limit.signal),
      limit.signal,
    );
    await storage.put(outKey, createReadStream(out), { contentType: "video/mp4" });
    await storeSpriteOf(tools, storage, outKey, duration, {
      localFile: out,
      signal: limit.signal,
    }).catch((error: unknown) =>
      logger().error({ err: error, videoId }, "[media] no timeline strip for the edit"),
    );
    if (isFrameThumbnail(videoId, video.thumbnailKey)) {
      const at = toEdited(edit.thumbnailTime ?? thumbnailTime(sourceDuration), cuts);
      thumbnailKey = frameThumbnailKey(videoId);
      const png = await frameFromStorage(storage, outKey, at, tools);
      await storage.put(thumbnailKey, png, { contentType: "image/png" });
    }
    const replaced = await db.transaction(async (tx) => {
      const [current, latest] = [await loadVideo(tx, videoId), await findVideoEdit(tx, videoId)];
      if (!current || !latest || !(await isLatestEdit(tx, job, cuts))) return null;
      // The owner may have uploaded or picked another thumbnail while this rendered.
      const frame = isFrameThumbnail(videoId, current.thumbnailKey) ? thumbnailKey : undefined;
      await applyTimeline(tx, current, latest, {
        cuts,
        mp4Key: outKey,
        duration,
        thumbnailKey: frame,
      });
      return current;
    });
    invalidateVideo(videoId);
    applied = replaced !== null;
    if (replaced?.mp4Key) {
      const previous = replaced.mp4Key;
      await deleteUnreferenced(db, storage, videoId, [
        previous,
        spriteKeyFor(previous),
        replaced.thumbnailKey,
      ]);
    }
  } finally {
    // What a superseded or failed render made goes, unless a row points at it.
    if (!applied) {
      await deleteUnreferenced(db, storage, videoId, [outKey, spriteKeyFor(outKey), thumbnailKey]);
    }
    limit.dispose();
    await source.cleanup().catch(ignoreFailure("removing the edit's local copy of the video"));
    await rm(workDir, { recursive: true, force: true });
  }
}

/** What the owner reads when an edit fails: ffmpeg's own text (paths, codecs) stays in the job's log. */
export const EDIT_FAILED = "The edit could not be rendered. Please try again.";

/** After the last attempt the owner sees the failure; the video keeps playing as it was. */
export async function failEdit(db: Db, job: EditJob, error: string): Promise<void> {
  const { videoId, cuts } = job.payload;
  const edit = await findVideoEdit(db, videoId);
  if (!edit || !sameCuts(edit.pendingCuts, cuts)) return;
  logger().error({ videoId, error: error.slice(0, 2000) }, "[edit] the edit failed");
  await saveVideoEdit(db, videoId, { status: "failed", error: EDIT_FAILED });
}
