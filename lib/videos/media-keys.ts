import "server-only";
import { createHash } from "node:crypto";
import type { Video } from "@/db/schema";
import { videoKey } from "@/lib/storage/keys";
import type { MediaKind } from "./schemas";

export type MediaFields = Pick<
  Video,
  | "originalKey"
  | "remuxedKey"
  | "mp4Key"
  | "thumbnailKey"
  | "processingStatus"
  | "updatedAt"
  | "originalPlayable"
>;

/** Rendition names under `videos/{id}/`; fixed, so a retry overwrites what a crashed attempt left. */
export const RENDITION_NAMES = {
  remuxed: "remuxed.webm",
  mp4: "video.mp4",
  thumbnail: "thumbnail.png",
} as const;

/**
 * The storage key a media URL serves, never an unplayable one: the MP4 rendition once processing
 * completed, else the remuxed original, else the original as uploaded when a browser plays it
 * (an uploaded HEVC or ProRes file does not: nothing plays until its MP4 exists). null: nothing to serve.
 */
export function mediaKeyFor(video: MediaFields, kind: MediaKind): string | null {
  if (kind === "original") return video.originalKey;
  if (kind === "thumbnail") return video.thumbnailKey;
  if (video.processingStatus === "completed" && video.mp4Key) return video.mp4Key;
  return video.remuxedKey ?? (video.originalPlayable ? video.originalKey : null);
}

const tag = (text: string): string =>
  createHash("sha256").update(text).digest("base64url").slice(0, 6);

/**
 * Changes whenever the served file may change (other key, or the row updated), so caches never
 * serve stale bytes. Its first half names the file alone, so a player that loaded one rendition
 * keeps getting that file's bytes for its next ranges (see servedMediaKey).
 */
export function mediaVersion(video: MediaFields, kind: MediaKind): string | null {
  const key = mediaKeyFor(video, kind);
  if (!key) return null;
  return `${tag(key)}${tag(`${key}\n${video.updatedAt.getTime()}`)}`;
}

export function mediaUrl(videoId: number, video: MediaFields, kind: MediaKind): string | null {
  const version = mediaVersion(video, kind);
  return version ? `/api/videos/${videoId}/media/${kind}?v=${version}` : null;
}

/**
 * The key a request for `kind` at `version` gets. A page opened before processing finished plays
 * the original (or its remux) and keeps asking the same URL for byte ranges; if that URL switched
 * to the MP4 under it, those ranges would be another file's bytes and playback would break. So a
 * version naming the original or its remux keeps getting it while those are the same content as
 * what plays now: the remux, or the MP4 that processing made. After an edit they are not (the cut
 * parts are in them), and the request gets what plays.
 */
export function servedMediaKey(
  video: MediaFields & Pick<Video, "id">,
  kind: MediaKind,
  version: string | undefined,
): string | null {
  const current = mediaKeyFor(video, kind);
  if (kind !== "video" || !version || !current || version.startsWith(tag(current))) return current;
  const sameContent =
    current === video.remuxedKey || current === videoKey(video.id, RENDITION_NAMES.mp4);
  if (!sameContent) return current;
  const earlier = [video.remuxedKey, video.originalKey].find(
    (key) => key !== null && version.startsWith(tag(key)),
  );
  return earlier ?? current;
}
