import "server-only";
import { eq } from "drizzle-orm";
import { videos } from "@/db/schema";
import type { Db } from "@/db/types";
import type { JobHandler, KindHandlers } from "@/lib/jobs/types";
import type { Storage } from "@/lib/storage/types";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import {
  EDIT_VIDEO,
  PREVIEW_GIF,
  PROCESS_VIDEO,
  enqueuePreviewGif,
  enqueueTranscript,
} from "../jobs";
import { refreshPreviewGif } from "../preview-gif";
import { failEdit, runEditJob } from "./edit-video";
import { processVideo, type ProcessVideoOptions } from "./process-video";
import { invalidateVideo } from "../content-cache";

export type VideoJobOptions = Omit<ProcessVideoOptions, "db" | "storage" | "signal">;

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
): JobHandler<typeof PROCESS_VIDEO> {
  return {
    async run(job, signal) {
      const { videoId } = job.payload;
      const outcome = await processVideo({ ...options, db, storage, signal }, videoId);
      // Every processed video gets a transcript with nobody asking (its job skips one that has).
      if (outcome !== "completed") return;
      await db.transaction(async (tx) => {
        await enqueueTranscript(tx, videoId);
        await enqueuePreviewGif(tx, videoId);
        await emitWorkspaceEvent(tx, { type: "video.ready", videoId, key: String(videoId) });
      });
    },
    // Between attempts the video waits in the queue; after the last one the original stays served.
    retrying: (job) => setStatus(db, job.payload.videoId, "queued"),
    failed: (job) => setStatus(db, job.payload.videoId, "failed"),
  };
}

/** Processing and edit renders. */
export function videoJobHandlers(
  db: Db,
  storage: Storage,
  options: VideoJobOptions = {},
): KindHandlers {
  return {
    [PROCESS_VIDEO]: videoProcessingHandler(db, storage, options),
    [EDIT_VIDEO]: {
      run: (job, signal) => runEditJob({ ...options, db, storage, signal }, job),
      failed: (job, error) => failEdit(db, job, error),
    },
    [PREVIEW_GIF]: {
      async run(job, signal) {
        await refreshPreviewGif(db, storage, job.payload.videoId, { tools: options.tools, signal });
      },
    },
  };
}
