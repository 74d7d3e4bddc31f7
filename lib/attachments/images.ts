import "server-only";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";
import { BodyTooLargeError } from "@/lib/http/body";
import type { IncomingBody } from "@/lib/http/incoming-body";
import { badRequest, tooLarge } from "@/lib/errors";
import type { DbOrTx } from "@/db/types";
import { recordUploadedImage } from "@/lib/attachments/orphan-images";
import type { Storage } from "@/lib/storage";
import { attachmentImageKey, fileExtension } from "@/lib/storage/keys";
import { IMAGE_REQUIRED } from "./shared";
import type { UploadedImage } from "./responses";
import {
  MAX_ATTACHMENT_IMAGE_BYTES,
  readUploadedImage,
  sniffImageType,
  uploadedImageFile,
  uploadedImageKey,
  uploadedImageUrl,
} from "./image-upload";
import { logger } from "@/lib/log/logger";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** Images a user may upload a minute (each up to 10 MB, held in storage until attached or swept). */
export const ATTACHMENT_IMAGES_PER_MINUTE = 10;

/** Stores an uploaded image under the user's id; only real images (by their bytes), 10 MB at most. */
export async function storeUploadedImage(
  db: DbOrTx,
  storage: Storage,
  {
    userId,
    body,
    declaredFileName,
  }: {
    userId: string;
    body: IncomingBody;
    /** The raw body's name, from its `X-File-Name` header (URI-encoded). */
    declaredFileName: string | null;
  },
): Promise<UploadedImage> {
  // Counted before the body is read: a refused upload costs neither the read nor the storage.
  await enforceRateLimit(db, {
    key: `attachments:images:${userId}`,
    limit: ATTACHMENT_IMAGES_PER_MINUTE,
    windowSeconds: 60,
    message: (seconds) => `Too many image uploads. ${tryAgainIn(seconds)}`,
  });
  let upload: Awaited<ReturnType<typeof readUploadedImage>>;
  try {
    upload = await readUploadedImage(body, declaredFileName);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw tooLarge(
        `Image too large: the limit is ${MAX_ATTACHMENT_IMAGE_BYTES / 1024 / 1024} MB`,
      );
    }
    throw error;
  }
  if (!upload) throw badRequest(IMAGE_REQUIRED);
  const contentType = sniffImageType(upload.bytes);
  if (!contentType)
    throw badRequest("Invalid file: only PNG, JPEG, GIF, WebP or AVIF images can be attached");
  const ext = EXTENSIONS[contentType] ?? "img";
  const base = (upload.fileName ?? "image").replace(/\.[^.]*$/, "") || "image";
  // The extension always follows the sniffed type, never the name the client sent.
  const fileName =
    fileExtension(upload.fileName) === ext ? (upload.fileName ?? "") : `${base}.${ext}`;
  const key = attachmentImageKey(userId, fileName);
  await storage.put(key, upload.bytes, {
    contentType,
    metadata: { userId, uploadedAt: new Date().toISOString() },
  });
  await recordUploadedImage(db, { key, userId, size: upload.bytes.byteLength });
  return { imageUrl: uploadedImageUrl(key), contentType, size: upload.bytes.byteLength };
}

/** The storage key behind an `imageUrl` from the upload route, if it is the caller's and exists. */
export async function resolveUploadedImageKey(
  storage: Storage,
  { userId, imageUrl }: { userId: string; imageUrl: string | null | undefined },
): Promise<string> {
  const file = imageUrl ? uploadedImageFile(imageUrl) : null;
  if (!file) throw badRequest(IMAGE_REQUIRED);
  const key = uploadedImageKey(userId, file);
  if (!(await storage.head(key))) throw badRequest(IMAGE_REQUIRED);
  return key;
}

export async function removeStoredImage(storage: Storage, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await storage.delete([key]);
  } catch (error) {
    // The row is gone; a leftover file is only wasted space.
    logger().warn({ err: error, key }, "[attachments] could not delete image");
  }
}
