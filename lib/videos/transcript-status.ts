import "server-only";
import { eq } from "drizzle-orm";
import { videos, type TranscriptJobStatus, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { config } from "@/lib/config";
import { ignoreFailure } from "@/lib/log/logger";
import { invalidateVideo } from "./content-cache";
import type { TranscriptStatus } from "./responses";

/**
 * Records the automatic transcript's state on the video (null: none is coming). Like the
 * processing progress it leaves `updatedAt` alone: media URLs keep their version.
 */
export async function setTranscriptStatus(
  db: DbOrTx,
  videoId: number,
  status: TranscriptJobStatus | null,
  progress: number | null = null,
): Promise<void> {
  await db
    .update(videos)
    .set({ transcriptStatus: status, transcriptProgress: progress })
    .where(eq(videos.id, videoId));
  invalidateVideo(videoId);
}

/** Throttles the running job's percentages to one write at a time, each a step above the last. */
export function transcriptProgressWriter(db: DbOrTx, videoId: number, step = 5) {
  let written = -1;
  let chain: Promise<void> = Promise.resolve();
  return {
    report(percent: number): void {
      const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
      if (rounded < written + step) return;
      written = rounded;
      chain = chain.then(() =>
        setTranscriptStatus(db, videoId, "running", rounded).catch(
          ignoreFailure("saving the transcript progress"),
        ),
      );
    },
    settled: () => chain,
  };
}

type TranscriptFacts = Pick<
  Video,
  "transcript" | "transcriptStatus" | "transcriptProgress" | "processingStatus"
>;

/**
 * What the video's answer says of its transcript: done once stored, else the automatic job's
 * state. A new video is marked queued from the start when every processed video gets a
 * transcript (processing comes first), so no reader ever sees "none" between the two jobs; a
 * video whose processing failed gets no job, so its mark means nothing then.
 */
export function transcriptStateOf(video: TranscriptFacts): {
  transcriptStatus: TranscriptStatus;
  transcriptProgress: number | null;
} {
  const none = { transcriptStatus: "none", transcriptProgress: null } as const;
  if (video.transcript !== null) return { transcriptStatus: "done", transcriptProgress: null };
  switch (video.transcriptStatus) {
    case "running":
      return { transcriptStatus: "running", transcriptProgress: video.transcriptProgress };
    case "failed":
      return { transcriptStatus: "failed", transcriptProgress: null };
    case "queued":
      return video.processingStatus === "failed"
        ? none
        : { transcriptStatus: "queued", transcriptProgress: null };
    default:
      return none;
  }
}

/** The mark a new video starts with: queued when processing will queue its transcript. */
export const initialTranscriptStatus = (): TranscriptJobStatus | null =>
  config().AUTO_TRANSCRIBE ? "queued" : null;
