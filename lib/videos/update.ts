import "server-only";
import { invalidateVideo } from "./cache";
import { and, eq, inArray, sql } from "drizzle-orm";
import { videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { hashPassword } from "./password";
import { getOwnedVideoOrThrow } from "./queries";
import type { UpdateVideoInput } from "./schemas";
import { toVideoResponse, type VideoResponse } from "./serialize";

/**
 * Applies an owner's edit. processingStatus "completed" only relabels a queued/processing video:
 * it never touches the media keys, so serving keeps falling back to the original until a
 * rendition exists, and it never overrides a final state (completed or failed) set by the worker.
 */
export async function updateVideo(
  db: DbOrTx,
  { videoId, userId, input }: { videoId: number; userId: string; input: UpdateVideoInput },
): Promise<VideoResponse> {
  const { processingStatus, password, ...fields } = input;
  const hasFields = password !== undefined || Object.values(fields).some((v) => v !== undefined);
  if (hasFields) {
    await db
      .update(videos)
      .set({ ...fields, ...(await passwordFields(password)), updatedAt: new Date() })
      .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
  }
  if (processingStatus) {
    await db
      .update(videos)
      .set({ processingStatus, updatedAt: new Date() })
      .where(
        and(
          eq(videos.id, videoId),
          eq(videos.userId, userId),
          inArray(videos.processingStatus, ["queued", "processing"]),
        ),
      );
  }
  if (hasFields || processingStatus) invalidateVideo(videoId);
  const { video, user } = await getOwnedVideoOrThrow(db, { videoId, userId });
  return toVideoResponse(video, user);
}

/** A new or removed password gets a new version, which voids every earlier unlock cookie. */
async function passwordFields(password: string | null | undefined) {
  if (password === undefined) return {};
  return {
    passwordHash: password === null ? null : await hashPassword(password),
    passwordVersion: sql`${videos.passwordVersion} + 1`,
  };
}
