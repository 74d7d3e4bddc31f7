import type { UploadSession } from "@/db/schema";
import type { Storage } from "@/lib/storage/types";

/**
 * How the browser sends parts: "server" is PUT /api/uploads/{id}/parts/{n}; "blob" is straight to
 * the blob store with a token from .../parts/{n}/token, then .../parts/{n}/complete.
 */
export type PartUpload = "server" | "blob";

export const partUploadFor = (storage: Pick<Storage, "grantDirectUpload">): PartUpload =>
  storage.grantDirectUpload ? "blob" : "server";

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
}

export function ackedParts(partSizes: Record<string, number>): number[] {
  return Object.keys(partSizes)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
}

export function toSessionResponse(
  session: UploadSession,
  partUpload: PartUpload,
): UploadSessionResponse {
  return {
    id: session.id,
    status: session.status,
    contentType: session.contentType,
    parts: ackedParts(session.partSizes),
    bytesReceived: Object.values(session.partSizes).reduce((sum, size) => sum + size, 0),
    videoId: session.videoId,
    createdAt: session.createdAt.toISOString(),
    partUpload,
  };
}
