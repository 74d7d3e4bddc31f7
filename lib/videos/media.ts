import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { getDb } from "@/db/client";
import { getStorage } from "@/lib/storage";
import { fileExtension, safeFileName } from "@/lib/storage/keys";
import { serveObject } from "@/lib/storage/serve";
import { notFound } from "@/lib/errors";
import { SHARED_MEDIA_CACHE } from "./cache-control";
import { getVideoForViewer } from "./queries";
import { viewerIdOf } from "./library";
import { mediaKeyFor, mediaVersion } from "./media-keys";
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

/** GET|HEAD /api/videos/{id}/media/{kind}: the bytes, for whoever may see the video (else 404). */
export async function serveVideoMedia(
  request: Request,
  caller: Caller,
  {
    videoId,
    kind,
    version,
    download,
  }: { videoId: number; kind: MediaKind; version?: string; download?: boolean },
): Promise<Response> {
  const { video } = await getVideoForViewer(await getDb(), {
    videoId,
    viewerId: viewerIdOf(caller),
  });
  const key = mediaKeyFor(video, kind);
  if (!key) throw notFound(kind === "thumbnail" ? "Thumbnail not found" : "Video file not found");
  const ext = fileExtension(key) ?? "webm";
  return serveObject(request, getStorage(), key, {
    cacheControl: mediaCacheControl(video.isPrivate, version, mediaVersion(video, kind)),
    downloadName: download ? `${safeFileName(video.title, "recording")}.${ext}` : undefined,
  });
}
