import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { attachments, videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { enqueueStorageCleanup } from "@/lib/storage/cleanup";
import { videoStoragePrefix } from "@/lib/storage/keys";
import { getManagedVideoOrThrow, managedBy, VIDEO_NOT_FOUND } from "./queries";
import { invalidateVideo } from "./content-cache";

/**
 * Deletes a video the user manages (its creator, or an admin of its workspace) in two steps. First the rows, in one transaction: the video
 * (its comments, attachments, documents, favourites, views and jobs cascade) and, in the same
 * transaction, a durable clean-up job naming its files (folder, thumbnail, attachment images).
 * Then the worker deletes the files, retrying while storage fails. No storage call runs inside
 * the transaction, so a slow or failing store never holds locks or blocks the delete.
 */
export async function deleteVideo(
  db: Db,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await getManagedVideoOrThrow(tx, { videoId, userId });
    const images = await tx
      .select({ key: attachments.imageKey })
      .from(attachments)
      .innerJoin(videos, eq(videos.id, attachments.videoId))
      .where(
        and(eq(attachments.videoId, videoId), managedBy(userId), isNotNull(attachments.imageKey)),
      );
    const [row] = await tx
      .delete(videos)
      .where(and(eq(videos.id, videoId), managedBy(userId)))
      .returning({ thumbnailKey: videos.thumbnailKey });
    if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
    const keys = images.flatMap((image) => (image.key ? [image.key] : []));
    if (row.thumbnailKey) keys.push(row.thumbnailKey);
    await enqueueStorageCleanup(tx, { prefixes: [videoStoragePrefix(videoId)], keys });
  });
  invalidateVideo(videoId);
}
