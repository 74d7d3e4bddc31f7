import "server-only";
import { S3ServiceException } from "@aws-sdk/client-s3";
import type { z } from "zod";
import { badRequest, conflict } from "@/lib/errors";
import type { DirectMultipartUpload } from "@/db/schema";
import { randomId } from "@/db/schema/ids";
import type { DirectMultipart, ListedPart, Storage } from "@/lib/storage";
import { videoKey } from "@/lib/storage/keys";
import { sniffVideo } from "@/lib/media/sniff";
import { EMPTY_RECORDING_MESSAGE, MIN_VIDEO_BYTES } from "@/lib/media/video-intake";
import type { presignedPartUpload } from "./responses";
import { emptyPart, partTooLarge, recordingTooLarge } from "./errors";
import type { StoredOriginal } from "@/lib/videos/original";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import { S3_MAX_PART_BYTES, S3_MAX_PARTS, S3_MIN_PART_BYTES } from "./shared";

/** Long enough for a slow 5 MiB part; a retry asks for a new URL. */
const PART_URL_SECONDS = 10 * 60;
/** Bytes read back from the joined original to check it is the recording it says it is. */
const SNIFF_READ_BYTES = 4096;

/** What POST /api/uploads/{id}/parts/{n}/token answers on S3: a plain PUT of the part's bytes. */
export type PresignedPartUpload = z.infer<typeof presignedPartUpload>;

const s3PartNumber = (n: number) => n + 1;

function multipartOf(storage: Storage): DirectMultipart {
  if (!storage.directMultipart) throw new Error("this storage has no direct multipart uploads");
  return storage.directMultipart;
}

function assertS3PartNumber(n: number): void {
  if (n >= S3_MAX_PARTS)
    throw badRequest(`Invalid part number: on S3 it must be below ${S3_MAX_PARTS}`);
}

/**
 * Starts the S3 multipart upload a session's parts go into. Its object is the video's original, so
 * the video id is chosen now; null when the storage has no direct multipart uploads.
 */
export async function openMultipart(
  storage: Storage,
  contentType: string,
  ext = contentType === "video/mp4" ? "mp4" : "webm",
): Promise<DirectMultipartUpload | null> {
  if (!storage.directMultipart) return null;
  const videoId = randomId();
  const key = videoKey(videoId, `original.${ext}`);
  const uploadId = await storage.directMultipart.create(key, contentType);
  return { uploadId, key, videoId };
}

/**
 * A URL that puts part `n` into the session's multipart upload, and nothing else, for 10 minutes.
 * The part's declared `size` is signed into it: S3 refuses a PUT of any other length, so no part
 * past S3_MAX_PART_BYTES ever reaches the bucket (an unsigned length would let one URL carry 5 GiB).
 */
export async function presignPart(
  storage: Storage,
  multipart: DirectMultipartUpload,
  { n, size }: { n: number; size: number },
): Promise<PresignedPartUpload> {
  assertS3PartNumber(n);
  if (size > S3_MAX_PART_BYTES) throw partTooLarge(S3_MAX_PART_BYTES);
  const expiresAt = new Date(Date.now() + PART_URL_SECONDS * 1000).toISOString();
  const url = await multipartOf(storage).presignPart(
    multipart.key,
    multipart.uploadId,
    s3PartNumber(n),
    {
      contentLength: size,
      expiresInSeconds: PART_URL_SECONDS,
    },
  );
  return { url, method: "PUT", expiresAt };
}

/**
 * Part `n` as the bucket holds it (ListParts, never the client's word): 409 when it is not there,
 * 413 when it is longer than a part may be, 400 when empty.
 */
export async function heldPart(
  storage: Storage,
  multipart: DirectMultipartUpload,
  n: number,
): Promise<ListedPart> {
  assertS3PartNumber(n);
  const [part] =
    (await multipartOf(storage).listParts(multipart.key, multipart.uploadId, {
      after: n,
      max: 1,
    })) ?? [];
  if (!part || part.partNumber !== s3PartNumber(n))
    throw conflict(`Part ${n} is not in the store yet`, "upload_parts_missing");
  if (part.size > S3_MAX_PART_BYTES) throw partTooLarge(S3_MAX_PART_BYTES);
  if (part.size === 0) throw emptyPart();
  return part;
}

const isEntityTooSmall = (error: unknown) =>
  error instanceof S3ServiceException && error.name === "EntityTooSmall";

/** Joins parts 0..count-1 as the bucket holds them (their ETags from ListParts) into the original. */
async function completeParts(
  storage: Storage,
  multipart: DirectMultipartUpload,
  parts: number[],
  listed: ListedPart[],
): Promise<void> {
  const byNumber = new Map(listed.map((p) => [p.partNumber, p]));
  const missing = parts.filter((n) => !byNumber.has(s3PartNumber(n)));
  if (missing.length)
    throw conflict(`Missing parts: ${missing.slice(0, 20).join(", ")}`, "upload_parts_missing");
  const chosen = parts.map((n) => byNumber.get(s3PartNumber(n)) as ListedPart);
  if (chosen.reduce((sum, p) => sum + p.size, 0) > MAX_VIDEO_BYTES) {
    throw recordingTooLarge();
  }
  try {
    await multipartOf(storage).complete(multipart.key, multipart.uploadId, chosen);
  } catch (error) {
    if (isEntityTooSmall(error))
      throw conflict(`Every part but the last must be at least ${S3_MIN_PART_BYTES} bytes`);
    throw error;
  }
}

/** The joined original's first bytes: it must be the recording the session declared. */
async function sniffOriginal(storage: Storage, key: string, size: number) {
  if (size < MIN_VIDEO_BYTES) throw badRequest(EMPTY_RECORDING_MESSAGE);
  const read = await storage.get(key, { start: 0, end: Math.min(size, SNIFF_READ_BYTES) - 1 });
  if (!read) throw conflict(`Missing parts: 0`, "upload_parts_missing");
  const head = new Uint8Array(await new Response(read.body).arrayBuffer());
  const sniffed = sniffVideo(head);
  if (!sniffed || !key.endsWith(`.${sniffed.ext}`)) {
    throw badRequest(
      `Invalid video: the recording is not the ${key.endsWith(".mp4") ? "MP4" : "WebM"} this upload declared`,
    );
  }
  return sniffed;
}

/**
 * Completes the session's multipart upload into the video's original (CompleteMultipartUpload
 * with the ETags the bucket lists) and checks what it produced. A retry after a failure further
 * on finds the upload already completed and takes the object it left.
 */
export async function completeMultipartOriginal(
  storage: Storage,
  multipart: DirectMultipartUpload,
  parts: number[],
  { sniff = true }: { sniff?: boolean } = {},
): Promise<StoredOriginal> {
  const listed = await multipartOf(storage).listParts(multipart.key, multipart.uploadId);
  if (listed) await completeParts(storage, multipart, parts, listed);
  const object = await storage.head(multipart.key);
  if (!object) throw conflict("This upload was discarded", "upload_closed");
  if (object.size > MAX_VIDEO_BYTES) throw recordingTooLarge();
  // A file from the disk is checked by ffprobe instead (lib/uploads/file-check.ts).
  if (!sniff) return { key: multipart.key, contentType: object.contentType, size: object.size };
  const sniffed = await sniffOriginal(storage, multipart.key, object.size);
  return { key: multipart.key, contentType: sniffed.contentType, size: object.size };
}

/** Discard or clean-up: the multipart upload and its parts go, and any object it produced. */
export async function dropMultipart(
  storage: Storage,
  multipart: DirectMultipartUpload,
): Promise<void> {
  await multipartOf(storage).abort(multipart.key, multipart.uploadId);
  await storage.delete([multipart.key]);
}
