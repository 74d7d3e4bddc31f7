import type { VideoResponse } from "@/lib/videos/responses";
import { backoffDelay } from "./backoff";
import type { LeftoverDeps } from "./leftover";
import type { StoredRecording } from "./part-store";
import type { UploaderDeps } from "./part-sender";
import { RecordingUploader } from "./upload-client";
import { isFatalUploadError, UploadHttpError } from "./upload-errors";

/** The longest wait between two tries to reach the server for a queued save. */
const RESTORE_RETRY_MAX_MS = 30_000;

/**
 * The recordings `userId` pressed Save on that did not finish (offline, then the page was left or
 * reloaded), oldest first; none another tab is still saving.
 */
export async function findQueuedSaves(
  userId: string,
  deps: Pick<LeftoverDeps, "store" | "isLive">,
): Promise<StoredRecording[]> {
  if (!deps.store) return [];
  const queued: StoredRecording[] = [];
  for (const recording of await deps.store.listRecordings()) {
    if (recording.userId !== userId || !recording.queuedSave) continue;
    if (await deps.isLive(recording.id)) continue;
    queued.push(recording);
  }
  return queued.sort((a, b) => a.queuedSave!.queuedAt - b.queuedSave!.queuedAt);
}

/** Why a queued save could not finish: `keep` says whether it stays queued for the next visit. */
export class QueuedSaveError extends Error {
  constructor(
    readonly cause: unknown,
    readonly keep: boolean,
  ) {
    super(cause instanceof Error ? cause.message : "The queued save failed");
    this.name = "QueuedSaveError";
  }
}

/**
 * Finishes a queued Save from the store: restores the recording (asking the server again, with
 * backoff and at once when the network is back, for as long as it takes), then commits it with the
 * fields kept at Save. Signed out, it stays queued for the next signed-in visit; any other refusal
 * unqueues it, so that it is offered for recovery instead.
 */
export async function finishQueuedSave(
  recording: StoredRecording,
  deps: UploaderDeps,
): Promise<VideoResponse> {
  const queued = recording.queuedSave;
  if (!queued) throw new QueuedSaveError(new Error("Nothing queued"), false);
  let uploader: RecordingUploader | null = null;
  for (let attempt = 0; !uploader; attempt++) {
    try {
      uploader = await RecordingUploader.restore(recording, deps);
    } catch (error) {
      if (isFatalUploadError(error)) throw new QueuedSaveError(error, signedOut(error));
      await deps.sleep(backoffDelay(attempt, { max: RESTORE_RETRY_MAX_MS }));
    }
  }
  try {
    return await uploader.commit(queued.fields, queued.thumbnail);
  } catch (error) {
    const keep = signedOut(error);
    if (keep) uploader.leave();
    else await uploader.unqueue().then(() => uploader.leave());
    throw new QueuedSaveError(error, keep);
  }
}

const signedOut = (error: unknown) => error instanceof UploadHttpError && error.status === 401;
