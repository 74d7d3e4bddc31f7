import "server-only";
import { and, eq } from "drizzle-orm";
import { videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { badRequest } from "@/lib/errors";
import { frameFromStorage } from "@/lib/media/frame";
import { thumbnailKey, thumbnailMetadata, videoKey } from "@/lib/storage/keys";
import type { Storage } from "@/lib/storage/types";
import { toOriginal } from "@/lib/timeline/cuts";
import { runInlineMedia } from "./inline-media";
import { findVideoEdit, saveVideoEdit } from "./edit/state";
import { enqueuePreviewGif } from "./jobs";
import { mediaKeyFor } from "./media-keys";
import { requireOriginalKey } from "./original";
import { getOwnedVideoOrThrow, ownedBy } from "./queries";
import { toVideoResponse, type VideoResponse } from "./serialize";
import type { ThumbnailInput } from "./thumbnail-input";
import { invalidateVideo } from "./content-cache";
import { ignoreFailure } from "@/lib/log/logger";

/** A picked frame's key; the time in the name gives every pick a new URL. */
export function frameThumbnailKey(videoId: number, now = new Date()): string {
  return videoKey(videoId, `thumbnail-${now.getTime()}.png`);
}

/** Thumbnails this app made from the video's own frames (they follow edits; uploads do not). */
export function isFrameThumbnail(videoId: number, key: string | null): boolean {
  return key !== null && key.startsWith(`videos/${videoId}/thumbnail`);
}

/**
 * PUT /api/videos/{id}/thumbnail (owner only): stores the new image, points the video at it and
 * bumps updated_at, so the thumbnail URL's version, the share cache and link previews all change.
 */
export async function setThumbnail(
  db: Db,
  storage: Storage,
  {
    videoId,
    userId,
    readInput,
    signal,
  }: {
    videoId: number;
    userId: string;
    readInput: () => Promise<ThumbnailInput>;
    /** The request's: a frame pick's download and decoding stop when the caller leaves. */
    signal?: AbortSignal;
  },
): Promise<VideoResponse> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const input = await readInput();
  let key: string;
  let frameTime: number | null = null;
  if (input.kind === "time") {
    if (input.time > video.duration) {
      throw badRequest(`Invalid time: must be between 0 and ${video.duration} seconds`);
    }
    requireOriginalKey(video);
    const source = mediaKeyFor(video, "video");
    if (!source) throw badRequest("Invalid time: the video has no playable file yet");
    const time = input.time;
    const png = await runInlineMedia(db, { userId, signal }, () =>
      frameFromStorage(storage, source, time, undefined, { signal }),
    );
    key = frameThumbnailKey(videoId);
    await storage.put(key, png, { contentType: "image/png" });
    const edit = await findVideoEdit(db, videoId);
    frameTime = toOriginal(input.time, edit?.cuts ?? []);
  } else {
    key = thumbnailKey(userId, `thumbnail.${input.type.ext}`);
    const { contentType, metadata } = thumbnailMetadata(userId, input.type.contentType);
    await storage.put(key, Buffer.from(input.bytes), { contentType, metadata });
  }
  await db
    .update(videos)
    .set({ thumbnailKey: key, updatedAt: new Date() })
    .where(and(eq(videos.id, videoId), ownedBy(userId)));
  await saveVideoEdit(db, videoId, { thumbnailTime: frameTime });
  // The email preview opens on the thumbnail.
  await enqueuePreviewGif(db, videoId);
  invalidateVideo(videoId);
  if (video.thumbnailKey && video.thumbnailKey !== key) {
    await storage
      .delete([video.thumbnailKey])
      .catch(ignoreFailure("deleting the replaced thumbnail"));
  }
  const fresh = await getOwnedVideoOrThrow(db, { videoId, userId });
  return toVideoResponse(fresh.video, fresh.user);
}
