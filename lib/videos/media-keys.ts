import "server-only";
import { createHash } from "node:crypto";
import type { Video } from "@/db/schema";
import type { MediaKind } from "./schemas";

type MediaFields = Pick<
  Video,
  "originalKey" | "remuxedKey" | "mp4Key" | "thumbnailKey" | "processingStatus" | "updatedAt"
>;

/**
 * The storage key a media URL serves, never an unplayable one: the MP4 rendition once processing
 * completed, else the remuxed original, else the original as uploaded. null: nothing to serve.
 */
export function mediaKeyFor(video: MediaFields, kind: MediaKind): string | null {
  if (kind === "original") return video.originalKey;
  if (kind === "thumbnail") return video.thumbnailKey;
  if (video.processingStatus === "completed" && video.mp4Key) return video.mp4Key;
  return video.remuxedKey ?? video.originalKey;
}

/** Changes whenever the served file may change (other key, or the row updated), so caches never serve stale bytes. */
export function mediaVersion(video: MediaFields, kind: MediaKind): string | null {
  const key = mediaKeyFor(video, kind);
  if (!key) return null;
  return createHash("sha256")
    .update(`${key}\n${video.updatedAt.getTime()}`)
    .digest("base64url")
    .slice(0, 12);
}

export function mediaUrl(videoId: number, video: MediaFields, kind: MediaKind): string | null {
  const version = mediaVersion(video, kind);
  return version ? `/api/videos/${videoId}/media/${kind}?v=${version}` : null;
}
