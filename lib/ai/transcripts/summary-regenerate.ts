import "server-only";
import { and, eq } from "drizzle-orm";
import { videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { unprocessable } from "@/lib/errors";
import { parseTranscript } from "@/lib/timeline/transcript";
import { enforceRateLimit } from "@/lib/rate-limit";
import { getManagedVideoOrThrow, getVideoByIdOrThrow, managedBy } from "@/lib/videos/queries";
import { toVideoResponse, type VideoResponse } from "@/lib/videos/serialize";
import { toGenerationError } from "../errors";
import { getAiModels } from "../provider";
import { generationLimit } from "../rate-limit";
import { makeSummary } from "./summary";
import { invalidateVideo } from "@/lib/videos/content-cache";

export const NO_TRANSCRIPT_FOR_SUMMARY = "This video has no transcript to summarise yet.";

/**
 * POST /api/videos/{id}/summary: a new summary from the transcript, replacing the current one
 * (the owner's own too: they asked). The text model when configured, else extracted offline.
 */
export async function regenerateSummary(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<VideoResponse> {
  const { video } = await getManagedVideoOrThrow(db, { videoId, userId });
  const segments = parseTranscript(video.transcript);
  if (segments.length === 0) throw unprocessable(NO_TRANSCRIPT_FOR_SUMMARY, "no_transcript");
  if (getAiModels()) await enforceRateLimit(db, generationLimit(userId));
  const made = await makeSummary(
    segments,
    { userId: video.userId, videoId },
    {
      fallBack: false,
    },
  ).catch((error: unknown) => {
    throw toGenerationError(error);
  });
  if (!made) throw unprocessable(NO_TRANSCRIPT_FOR_SUMMARY, "no_transcript");
  await db
    .update(videos)
    .set({ summary: made.summary, summarySource: made.source, updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), managedBy(userId)));
  invalidateVideo(videoId);
  const fresh = await getVideoByIdOrThrow(db, videoId);
  return toVideoResponse(fresh.video, fresh.user);
}
