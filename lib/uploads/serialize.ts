import "server-only";
import type { UploadSession } from "@/db/schema";
import type { Storage } from "@/lib/storage/types";
import type { PartUpload, UploadSessionResponse } from "./responses";
import { MAX_PART_BYTES, S3_MAX_PART_BYTES, S3_MIN_PART_BYTES } from "./shared";

/** How the browser sends parts (see `partUpload` in ./responses). */
export type { PartUpload };

/** A session with an S3 multipart upload takes its parts there; otherwise as the storage allows. */
export const partUploadFor = (
  session: Pick<UploadSession, "multipart">,
  storage: Pick<Storage, "grantDirectUpload">,
): PartUpload => (session.multipart ? "s3" : storage.grantDirectUpload ? "blob" : "server");

/** An upload session as the API answers it. */
export type { UploadSessionResponse };

export function ackedParts(partSizes: Record<string, number>): number[] {
  return Object.keys(partSizes)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
}

export function toSessionResponse(
  session: UploadSession,
  storage: Pick<Storage, "grantDirectUpload">,
): UploadSessionResponse {
  const partUpload = partUploadFor(session, storage);
  return {
    id: session.id,
    status: session.status,
    contentType: session.contentType,
    parts: ackedParts(session.partSizes),
    bytesReceived: Object.values(session.partSizes).reduce((sum, size) => sum + size, 0),
    videoId: session.videoId,
    createdAt: session.createdAt.toISOString(),
    partUpload,
    minPartBytes: partUpload === "s3" ? S3_MIN_PART_BYTES : 1,
    maxPartBytes: partUpload === "s3" ? S3_MAX_PART_BYTES : MAX_PART_BYTES,
  };
}
