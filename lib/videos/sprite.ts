import "server-only";
import type { Db } from "@/db/types";
import { notFound } from "@/lib/errors";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { spriteKeyFor, storeSpriteOf } from "@/lib/media/sprite";
import type { Storage } from "@/lib/storage/types";
import { PRIVATE_CACHE, type VideoMedia } from "./media";
import { mediaKeyFor } from "./media-keys";
import { runInlineMedia } from "./inline-media";
import { getOwnedVideoOrThrow } from "./queries";

/**
 * GET /api/videos/{id}/sprite (owner only): the editor's timeline strip of the video as it plays
 * now. Processing and edits make it; a video made before strips existed gets it here, once.
 */
export async function findVideoSprite(
  db: Db,
  storage: Storage,
  { videoId, userId, signal }: { videoId: number; userId: string; signal?: AbortSignal },
): Promise<VideoMedia> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const media = mediaKeyFor(video, "video");
  if (!media || !(video.duration > 0))
    throw notFound("Timeline strip not available yet", "media_not_found");
  const key = spriteKeyFor(media);
  if (!(await storage.head(key))) {
    const tools = await getFfmpegTools();
    await runInlineMedia(db, { userId, signal }, () =>
      storeSpriteOf(tools, storage, media, video.duration, { signal }),
    );
  }
  return { key, cacheControl: PRIVATE_CACHE };
}
