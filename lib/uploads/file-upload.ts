import "server-only";
import { Readable } from "node:stream";
import { conflict, tooLarge } from "@/lib/errors";
import { formatBytes } from "@/lib/format/bytes";
import type { UploadSession } from "@/db/schema";
import type { Storage } from "@/lib/storage";
import { chunksOf } from "@/lib/storage/body";
import { fileExtension, videoKey } from "@/lib/storage/keys";
import type { StoredOriginal } from "@/lib/videos/original";
import { MAX_VIDEO_BYTES } from "@/lib/videos/upload";
import { checkUploadedFile } from "./file-check";
import { completeMultipartOriginal } from "./s3-multipart";

/** Files a user may have uploading at once (the dashboard takes up to 10 per drop). */
export const MAX_OPEN_FILE_UPLOADS = 10;

/** Extensions an original keeps; anything else is stored as `.bin` (its content decides). */
const KNOWN_EXTENSIONS = new Set(["mp4", "m4v", "mov", "webm", "mkv", "avi", "mpg", "mpeg", "ts"]);

/** The declared file as session creation receives it. */
export interface DeclaredFile {
  name: string;
  size: number;
  mimeType: string | undefined;
}

/** The original's extension: the file's own when it is a video's, else `bin`. */
export function originalExtension(fileName: string): string {
  const ext = fileExtension(fileName);
  return ext && KNOWN_EXTENSIONS.has(ext) ? ext : "bin";
}

/** The type the session and its S3 object start with; the probe at commit decides the stored one. */
export function declaredContentType(file: DeclaredFile): string {
  const type = file.mimeType?.trim().toLowerCase().split(";")[0] ?? "";
  return /^video\/[a-z0-9.+-]+$/.test(type) ? type : "application/octet-stream";
}

/** 413 naming the file when it is over the 5 GB limit, before a byte is sent. */
export function assertFileNotTooLarge(file: DeclaredFile): void {
  if (file.size > MAX_VIDEO_BYTES) {
    throw tooLarge(
      `"${file.name}" is too large: the limit is ${formatBytes(MAX_VIDEO_BYTES)} per file`,
    );
  }
}

async function* joinedParts(storage: Storage, keys: string[]): AsyncGenerator<Uint8Array> {
  for (const key of keys) {
    const object = await storage.get(key);
    if (!object) throw conflict(`Missing part: ${key.split("-").pop()}`, "upload_parts_missing");
    yield* chunksOf(object.body);
  }
}

/** An uploaded file's original and what its content says about it. */
export interface JoinedFile {
  original: StoredOriginal;
  playable: boolean;
  /** The container's duration in seconds (null when it states none). */
  duration: number | null;
}

/**
 * Joins a file upload's parts into `videos/{id}/original.{ext}` (on S3 the bucket joins them)
 * and probes it: 415 naming the file when it holds no video stream.
 */
export async function joinUploadedFile(
  storage: Storage,
  session: UploadSession,
  { videoId, partKeys, parts }: { videoId: number; partKeys: string[]; parts: number[] },
): Promise<JoinedFile> {
  const fileName = session.fileName ?? "The file";
  const joined = session.multipart
    ? await completeMultipartOriginal(storage, session.multipart, parts, { sniff: false })
    : await storeJoined(storage, {
        key: videoKey(videoId, `original.${originalExtension(fileName)}`),
        contentType: session.contentType,
        partKeys,
      });
  const checked = await checkUploadedFile(storage, joined, fileName);
  return {
    original: { ...joined, contentType: checked.contentType },
    playable: checked.playable,
    duration: checked.info.containerDuration,
  };
}

async function storeJoined(
  storage: Storage,
  { key, contentType, partKeys }: { key: string; contentType: string; partKeys: string[] },
): Promise<StoredOriginal> {
  const stored = await storage.put(key, Readable.from(joinedParts(storage, partKeys)), {
    contentType,
  });
  return { key, contentType, size: stored.size };
}
