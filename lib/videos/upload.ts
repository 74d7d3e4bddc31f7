import "server-only";
import { badRequest, tooLarge } from "@/lib/errors";
import type { Video } from "@/db/schema";
import type { Db } from "@/db/types";
import { randomId } from "@/db/schema/ids";
import type { Storage } from "@/lib/storage";
import { fileExtension, thumbnailKey, thumbnailMetadata } from "@/lib/storage/keys";
import type { IncomingBody } from "@/lib/http/incoming-body";
import { sniffImage } from "@/lib/media/sniff";
import { formatBytes } from "@/lib/format/bytes";
import { readCapped } from "@/lib/http/read-capped";
import { getVideoOwner } from "./queries";
import { assertCanAddVideo, createUploadedVideo } from "./create";
import { assertContainerNotTooLong, storeSniffedOriginal, type StoredOriginal } from "./original";
import { uploadFieldsSchema } from "./schemas";
import { toVideoResponse, type VideoResponse } from "./serialize";

export const MAX_VIDEO_BYTES = 5 * 1024 ** 3;
export const MAX_THUMBNAIL_BYTES = 10 * 1024 ** 2;
const IMAGE_EXTENSIONS = new Set(["png", "jpg", "jpeg", "webp"]);

export interface ReceivedThumbnail {
  bytes: Buffer;
  filename: string | undefined;
}

/** The thumbnail, kept only when its bytes are a PNG, JPEG or WebP image (else silently dropped). */
export async function storeThumbnail(
  storage: Storage,
  userId: string,
  thumbnail: ReceivedThumbnail | null,
) {
  const image = thumbnail && sniffImage(thumbnail.bytes);
  if (!thumbnail || !image) return null;
  const ext = fileExtension(thumbnail.filename);
  const name = ext && IMAGE_EXTENSIONS.has(ext) ? thumbnail.filename : `thumbnail.${image.ext}`;
  const key = thumbnailKey(userId, name);
  const { contentType, metadata } = thumbnailMetadata(userId, image.contentType);
  await storage.put(key, thumbnail.bytes, { contentType, metadata });
  return key;
}

/**
 * POST /api/videos/upload: the multipart form of docs/api.md#post-apivideosupload, streamed (the
 * video is never held in
 * memory). The free-plan limit is checked before reading the body and again, atomically, when the
 * row is created; on any refusal or failure every file written for this upload is removed.
 */
export async function uploadVideo(
  db: Db,
  storage: Storage,
  {
    body,
    userId,
    maxBytes = MAX_VIDEO_BYTES,
  }: { body: IncomingBody; userId: string; maxBytes?: number },
): Promise<VideoResponse> {
  await assertCanAddVideo(db, userId);
  if (body.declaredLength > maxBytes + MAX_THUMBNAIL_BYTES + 1024 ** 2) {
    throw tooLarge(`Video too large: the limit is ${formatBytes(maxBytes)}`);
  }

  const id = randomId();
  const received: { video?: StoredOriginal; thumbnail?: ReceivedThumbnail | null } = {};
  let storedThumbnail: string | null = null;
  let created: Video;
  try {
    const fields = await body.multipart({
      limits: { fields: 20, fieldSize: 64 * 1024, files: 4, parts: 30, fileSize: maxBytes + 1 },
      onFile: async (part) => {
        if (part.name === "video" && !received.video) {
          received.video = await storeSniffedOriginal(storage, {
            videoId: id,
            source: part.stream,
            maxBytes,
          });
        } else if (part.name === "thumbnail" && received.thumbnail === undefined) {
          const bytes = await readCapped(part.stream, MAX_THUMBNAIL_BYTES);
          received.thumbnail = bytes ? { bytes, filename: part.filename } : null;
        } else {
          part.stream.resume();
        }
      },
    });
    const stored = received.video;
    if (!stored) throw badRequest("Invalid video: a video file is required");
    const input = uploadFieldsSchema.safeParse(fields);
    if (!input.success) throw badRequest("Invalid upload fields");
    const measuredDuration = await assertContainerNotTooLong(storage, stored);
    storedThumbnail = await storeThumbnail(storage, userId, received.thumbnail ?? null);
    created = await createUploadedVideo(db, {
      ...input.data,
      id,
      userId,
      originalKey: stored.key,
      originalContentType: stored.contentType,
      originalSize: stored.size,
      thumbnailKey: storedThumbnail,
      measuredDuration,
    });
  } catch (error) {
    await storage.deletePrefix(`videos/${id}/`).catch(() => undefined);
    if (storedThumbnail) await storage.delete([storedThumbnail]).catch(() => undefined);
    throw error;
  }
  // The video exists from here on: nothing that fails below may touch its original.
  return toVideoResponse(created, await getVideoOwner(db, userId));
}
