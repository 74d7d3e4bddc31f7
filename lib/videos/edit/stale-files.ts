import "server-only";
import { eq } from "drizzle-orm";
import { videoColumns, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { spriteKeyFor } from "@/lib/media/sprite";
import { videoKey } from "@/lib/storage/keys";
import type { Storage } from "@/lib/storage/types";
import { UNEDITED_MP4 } from "../jobs";
import { ignoreFailure } from "@/lib/log/logger";

/**
 * The files the video's row uses now: its original, remux, the MP4 it plays (and its strip), the
 * unedited MP4 an edit renders from, and its thumbnail, wherever that lives (an uploaded image is
 * under `thumbnails/{userId}/`).
 */
async function referencedKeys(db: DbOrTx, videoId: number): Promise<Set<string>> {
  const [row] = await db.select(videoColumns).from(videos).where(eq(videos.id, videoId)).limit(1);
  const unedited = videoKey(videoId, UNEDITED_MP4);
  const keys = [unedited, spriteKeyFor(unedited)];
  if (row) {
    if (row.originalKey) keys.push(row.originalKey);
    if (row.remuxedKey) keys.push(row.remuxedKey);
    if (row.mp4Key) keys.push(row.mp4Key, spriteKeyFor(row.mp4Key));
    if (row.thumbnailKey) keys.push(row.thumbnailKey);
  }
  return new Set(keys);
}

/**
 * Deletes files an edit or a revert replaced, but never one the row still points at: the row is
 * read again after the change, so whatever another render or request made live meanwhile stays.
 */
export async function deleteUnreferenced(
  db: DbOrTx,
  storage: Storage,
  videoId: number,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  const live = await referencedKeys(db, videoId);
  const stale = [...new Set(keys)].filter((key): key is string => !!key && !live.has(key));
  if (stale.length > 0)
    await storage.delete(stale).catch(ignoreFailure("deleting files the edit left unreferenced"));
}
