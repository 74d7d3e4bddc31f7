import "server-only";
import type { UploadSession } from "@/db/schema";
import type { Storage } from "@/lib/storage/types";
import { MAX_PART_BYTES, S3_MAX_PART_BYTES, S3_MIN_PART_BYTES } from "./shared";

/**
 * How the browser sends parts: "server" is PUT /api/uploads/{id}/parts/{n}; "blob" is straight to
 * the blob store with a token from .../parts/{n}/token, then .../parts/{n}/complete; "s3" is a PUT
 * to the presigned UploadPart URL that .../parts/{n}/token answers, then .../parts/{n}/complete.
 */
export type PartUpload = "server" | "blob" | "s3";

/** A session with an S3 multipart upload takes its parts there; otherwise as the storage allows. */
export const partUploadFor = (
  session: Pick<UploadSession, "multipart">,
  storage: Pick<Storage, "grantDirectUpload">,
): PartUpload => (session.multipart ? "s3" : storage.grantDirectUpload ? "blob" : "server");

/** An upload session as the API answers it. */
export interface UploadSessionResponse {
  id: string;
  status: UploadSession["status"];
  contentType: string;
  /** Acknowledged part numbers, ascending. */
  parts: number[];
  bytesReceived: number;
  videoId: number | null;
  createdAt: string;
  partUpload: PartUpload;
  /** Every part but the last must be at least this long (S3: 5 MiB; elsewhere 1 byte). */
  minPartBytes: number;
  /** No part may be longer. */
  maxPartBytes: number;
}

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
