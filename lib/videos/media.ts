import "server-only";
import type { Video } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { fileExtension, safeFileName } from "@/lib/storage/keys";
import type { ServeOptions } from "@/lib/storage/serve";
import { assertMayDownload, viewerSpecific } from "@/lib/access/rules/lock";
import { SHARED_MEDIA_CACHE } from "./cache-control";
import { mediaVersion, servedMediaKey } from "./media-keys";
import { VIDEO_NOT_FOUND } from "./queries";
import { requireOriginalKey } from "./original";
import type { MediaKind } from "./schemas";

export const PRIVATE_CACHE = "private, max-age=0, must-revalidate";
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";

/**
 * Cache policy (docs/caching.md): a private video's bytes are never stored by shared caches; a
 * shared video's current versioned URL (the current ?v=) is kept for at most the revocation bound,
 * anything else revalidates.
 */
export function mediaCacheControl(
  isPrivate: boolean,
  requested: string | undefined,
  current: string | null,
): string {
  if (isPrivate) return PRIVATE_CACHE;
  return requested && requested === current ? SHARED_MEDIA_CACHE : REVALIDATE_CACHE;
}

/** Where a media request's bytes are and how to send them; the route hands it to the Range server. */
export interface VideoMedia extends ServeOptions {
  key: string;
}

/**
 * The stored file behind /api/videos/{id}/media/{kind}, of a video the viewer may watch; the
 * original only for its owner (anyone else downloads what plays: `video` or /download).
 */
export function videoMedia(
  video: Video,
  {
    viewerId,
    kind,
    version,
    download,
  }: { viewerId: string | null; kind: MediaKind; version?: string; download?: boolean },
): VideoMedia {
  // The upload as received still holds what the owner cut: theirs alone, as if it did not exist.
  if (kind === "original" && viewerId !== video.userId) {
    throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  }
  if (download) assertMayDownload(video, viewerId);
  const key = servedMediaKey(video, kind, version);
  // A recording still being joined: the player shows it processing, and so does this answer.
  if (!key && kind !== "thumbnail" && video.processingStatus !== "failed")
    requireOriginalKey(video);
  if (!key)
    throw notFound(
      kind === "thumbnail" ? "Thumbnail not found" : "Video file not found",
      "media_not_found",
    );
  const ext = fileExtension(key) ?? "webm";
  return {
    key,
    // A protected video's bytes depend on the viewer's cookie: never in a shared cache.
    cacheControl: mediaCacheControl(viewerSpecific(video), version, mediaVersion(video, kind)),
    downloadName: download ? `${safeFileName(video.title, "recording")}.${ext}` : undefined,
  };
}
