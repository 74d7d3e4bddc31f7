import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { videos } from "@/db/schema";
import type { Db } from "@/db/types";
import type { Storage } from "@/lib/storage";
import { VIDEO_NOT_FOUND } from "./queries";

/** Every storage key a video owns: its folder (original, renditions) and its thumbnail. */
export function videoStoragePrefix(videoId: number): string {
  return `videos/${videoId}/`;
}

/**
 * Deletes one of the user's videos: the row (its comments, attachments, documents, favourites,
 * views and jobs cascade) and its stored files. The files go inside the transaction that deletes
 * the row, so a storage failure rolls the delete back and a retry can finish it: no orphans.
 */
export async function deleteVideo(
  db: Db,
  storage: Storage,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(videos)
      .where(and(eq(videos.id, videoId), eq(videos.userId, userId)))
      .returning({ thumbnailKey: videos.thumbnailKey });
    if (!row) throw notFound(VIDEO_NOT_FOUND);
    await storage.deletePrefix(videoStoragePrefix(videoId));
    if (row.thumbnailKey) await storage.delete([row.thumbnailKey]);
  });
}
