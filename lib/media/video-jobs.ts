import { invalidateVideo } from "@/lib/videos/cache";
import { eq } from "drizzle-orm";
import { videos, type Job } from "@/db/schema";
import type { Db } from "@/db/types";
import type { Storage } from "@/lib/storage/types";
import { DELETE_STORAGE, runStorageCleanup } from "@/lib/maintenance/storage-cleanup";
import { mailJobHandlers } from "@/lib/mail/handlers";
import type { MailSettings } from "@/lib/mail/settings";
import { EDIT_VIDEO, failEdit, runEditJob } from "./edit-video";
import { PROCESS_VIDEO } from "./enqueue";
import { processVideo, type ProcessVideoOptions } from "./process-video";

/** What the worker does with one kind of job. */
export interface JobHandler {
  run(job: Job, signal: AbortSignal): Promise<void>;
  /** The job will be tried again later. */
  retrying?(job: Job): Promise<void>;
  /** The last attempt failed. */
  failed?(job: Job, error: string): Promise<void>;
}

export type JobHandlers = Record<string, JobHandler>;

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
      await processVideo({ ...options, db, storage, signal }, videoIdOf(job));
    },
    // Between attempts the video waits in the queue; after the last one the original stays served.
    retrying: (job) => setStatus(db, videoIdOf(job), "queued"),
    failed: (job) => setStatus(db, videoIdOf(job), "failed"),
  };
}

export function defaultHandlers(
  db: Db,
  storage: Storage,
  options: VideoJobOptions = {},
  mail?: MailSettings,
): JobHandlers {
  return {
    [PROCESS_VIDEO]: videoProcessingHandler(db, storage, options),
    [EDIT_VIDEO]: {
      run: (job, signal) => runEditJob({ ...options, db, storage, signal }, job),
      failed: (job, error) => failEdit(db, job, error),
    },
    [DELETE_STORAGE]: { run: (job) => runStorageCleanup(storage, job) },
    ...mailJobHandlers(db, mail),
  };
}
