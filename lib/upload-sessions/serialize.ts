import type { UploadSession } from "@/lib/db/schema";

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
}

export function ackedParts(partSizes: Record<string, number>): number[] {
  return Object.keys(partSizes)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
}

export function toSessionResponse(session: UploadSession): UploadSessionResponse {
  return {
    id: session.id,
    status: session.status,
    contentType: session.contentType,
    parts: ackedParts(session.partSizes),
    bytesReceived: Object.values(session.partSizes).reduce((sum, size) => sum + size, 0),
    videoId: session.videoId,
    createdAt: session.createdAt.toISOString(),
  };
}
