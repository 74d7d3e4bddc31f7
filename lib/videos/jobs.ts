import "server-only";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { enqueue } from "@/lib/jobs/enqueue";
import { cancelQueuedJobs } from "@/lib/jobs/queue";
import { setTranscriptStatus } from "./transcript-status";
import { videoKey } from "@/lib/storage/keys";
import type { Cut } from "@/lib/timeline/cuts";

/** The video jobs; their handlers are in `./processing`, which the worker's registry imports. */
export const PROCESS_VIDEO = "process-video";
export const EDIT_VIDEO = "edit-video";
/** Joins a committed recording's parts into the original; its handler is in `lib/uploads/join.ts`. */
export const JOIN_UPLOAD = "join-upload";

/** The unedited MP4 rendition processing makes; edits render from it and a revert returns to it. */
export const UNEDITED_MP4 = "video.mp4";

export const sameCuts = (a: readonly Cut[] | null, b: readonly Cut[] | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** Queues processing for a new video; call it in the transaction that creates the video. */
export async function enqueueVideoProcessing(db: DbOrTx, videoId: number): Promise<void> {
  await enqueue(db, PROCESS_VIDEO, { videoId }, { videoId });
}

/**
 * Queues the render of `cuts` (original timeline); the newest request wins, so the video's edits
 * still waiting in the queue are cancelled: an owner's repeated edits keep at most one render queued.
 */
export async function enqueueEdit(db: DbOrTx, videoId: number, cuts: readonly Cut[]) {
  await cancelQueuedEdits(db, videoId);
  await enqueue(db, EDIT_VIDEO, { videoId, cuts: [...cuts] }, { videoId });
}

/** Drops the video's edit renders nobody has started (a newer edit or a revert replaces them). */
export async function cancelQueuedEdits(db: DbOrTx, videoId: number): Promise<void> {
  await cancelQueuedJobs(db, { kind: EDIT_VIDEO, videoId });
}

/**
 * The key an edit render writes: named after the job and its attempt, so no two renders (two
 * workers on one job, two jobs of the same cuts) ever write or delete each other's file, and it
 * never equals the unedited rendition's `video.mp4`.
 */
export function editedMp4Key(videoId: number, job: { id: number; attempts: number }): string {
  return videoKey(videoId, `edit-${job.id}-${job.attempts}.mp4`);
}

/** The automatic transcript of a processed video; its handler is in `lib/ai/transcripts`. */
export const TRANSCRIBE_VIDEO = "transcribe-video";

/**
 * Remakes the chapters and summary that quote words an edit cut; its handler is in
 * `lib/ai/transcripts`. Call it in the transaction that puts a transcribed video on a new timeline.
 */
export const REFRESH_CHAPTERS_SUMMARY = "refresh-chapters-summary";

/** Queues that refresh; one waiting is enough, as it reads the video when it runs. */
export async function enqueueChaptersSummaryRefresh(db: DbOrTx, videoId: number): Promise<void> {
  await cancelQueuedJobs(db, { kind: REFRESH_CHAPTERS_SUMMARY, videoId });
  await enqueue(db, REFRESH_CHAPTERS_SUMMARY, { videoId }, { videoId });
}

/** Queues the automatic transcript once processing has completed (unless turned off). */
export async function enqueueTranscript(db: DbOrTx, videoId: number): Promise<void> {
  if (!config().AUTO_TRANSCRIBE) return;
  await cancelQueuedJobs(db, { kind: TRANSCRIBE_VIDEO, videoId });
  await enqueue(db, TRANSCRIBE_VIDEO, { videoId }, { videoId });
  await setTranscriptStatus(db, videoId, "queued");
}

/** The email preview GIF; its handler is in `./processing`, the making in `./preview-gif.ts`. */
export const PREVIEW_GIF = "preview-gif";

/**
 * Queues the preview's (re)making after processing, a new timeline or a new thumbnail; one
 * waiting is enough, as it reads the video when it runs.
 */
export async function enqueuePreviewGif(db: DbOrTx, videoId: number): Promise<void> {
  await cancelQueuedJobs(db, { kind: PREVIEW_GIF, videoId });
  await enqueue(db, PREVIEW_GIF, { videoId }, { videoId });
}
