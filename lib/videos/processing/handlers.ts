import "server-only";
import { eq } from "drizzle-orm";
import { videos, type Job } from "@/db/schema";
import type { Db } from "@/db/types";
import type { JobHandler, JobHandlers } from "@/lib/jobs/types";
import type { Storage } from "@/lib/storage/types";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import { EDIT_VIDEO, PROCESS_VIDEO, enqueueTranscript } from "../jobs";
import { failEdit, runEditJob } from "./edit-video";
import { processVideo, type ProcessVideoOptions } from "./process-video";
import { invalidateVideo } from "../content-cache";

export type VideoJobOptions = Omit<ProcessVideoOptions, "db" | "storage" | "signal">;

function videoIdOf(job: Job): number {
  const id = job.videoId ?? Number(job.payload.videoId);
  if (!Number.isSafeInteger(id)) throw new Error(`Job ${job.id} names no video`);
  return id;
}

async function setStatus(db: Db, videoId: number, status: "queued" | "failed"): Promise<void> {
  await db
    .update(videos)
    .set({ processingStatus: status, updatedAt: new Date() })
    .where(eq(videos.id, videoId));
  invalidateVideo(videoId);
}

/** The `process-video` handler; a video deleted meanwhile simply ends the job. */
export function videoProcessingHandler(
  db: Db,
  storage: Storage,
  options: VideoJobOptions = {},
): JobHandler {
  return {
    async run(job, signal) {
      const videoId = videoIdOf(job);
      const outcome = await processVideo({ ...options, db, storage, signal }, videoId);
      // Every processed video gets a transcript with nobody asking (its job skips one that has).
      if (outcome !== "completed") return;
      await db.transaction(async (tx) => {
        await enqueueTranscript(tx, videoId);
        await emitWorkspaceEvent(tx, { type: "video.ready", videoId, key: String(videoId) });
      });
    },
    // Between attempts the video waits in the queue; after the last one the original stays served.
    retrying: (job) => setStatus(db, videoIdOf(job), "queued"),
    failed: (job) => setStatus(db, videoIdOf(job), "failed"),
  };
}

/** Processing and edit renders. */
export function videoJobHandlers(
  db: Db,
  storage: Storage,
  options: VideoJobOptions = {},
): JobHandlers {
  return {
    [PROCESS_VIDEO]: videoProcessingHandler(db, storage, options),
    [EDIT_VIDEO]: {
      run: (job, signal) => runEditJob({ ...options, db, storage, signal }, job),
      failed: (job, error) => failEdit(db, job, error),
    },
  };
}
