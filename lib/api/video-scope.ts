import "server-only";
import type { DbOrTx } from "@/db/types";
import { ApiError, notFound, withHeaders } from "@/lib/errors";
import { VIDEO_NOT_FOUND, type VideoWithOwner } from "@/lib/videos/queries";
import { forgetViewerPassHeaders, lockCookiesOf } from "@/lib/access/rules/cookies";
import {
  findVideoForViewer,
  type VideoForViewer,
  getVideoForViewerOrThrow,
} from "@/lib/access/video-for-viewer";

/**
 * How `handler()` hands a route the video its path names, checked for the caller (the owner, the
 * unlock cookie, the email gate, expiry, privacy) before the route runs:
 * - "viewer": `ctx.video` is the row and its owner, read by the query that checks visibility; a
 *   private or unknown video answers 404, an expired one 410, a locked or gated one 403.
 * - "viewer-media": as "viewer", except that the email gate lets its thumbnail through: the gate
 *   itself and every list show a gated video's title and thumbnail (a password or expiry does not).
 * - "viewer-content": `ctx.video` is the shared content from the per-version cache, or only why
 *   the video is closed (password, expired), or null when it is private or unknown; the route
 *   answers a closed video itself (the embed's HTML pages).
 */
export type VideoScope = "viewer" | "viewer-media" | "viewer-content";

/** The path param that names the video: `id`, or `videoId` under /api/favorites. */
export type VideoParams = { id: number | null } | { videoId: number };

export type VideoScopeContext<V extends VideoScope | undefined> = V extends
  "viewer" | "viewer-media"
  ? { video: VideoWithOwner }
  : V extends "viewer-content"
    ? { video: VideoForViewer | null }
    : Record<never, never>;

function videoIdOf(params: VideoParams): number | null {
  return "videoId" in params ? params.videoId : params.id;
}

/** The scoped video for `ctx`: one read for "viewer", the cache's check for "viewer-content". */
export async function scopeVideo(
  db: DbOrTx,
  scope: VideoScope,
  { request, params, viewerId }: { request: Request; params: VideoParams; viewerId: string | null },
): Promise<VideoScopeContext<VideoScope>> {
  const videoId = videoIdOf(params);
  if (scope === "viewer-content") {
    if (videoId === null) return { video: null };
    const cookies = lockCookiesOf(request.headers, videoId);
    return { video: await findVideoForViewer(db, { videoId, viewerId, ...cookies }) };
  }
  if (videoId === null) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  const cookies = lockCookiesOf(request.headers, videoId);
  const gateShows = scope === "viewer-media" && "kind" in params && params.kind === "thumbnail";
  try {
    const query = { videoId, viewerId, ...cookies };
    return { video: await getVideoForViewerOrThrow(db, query, { gateShows }) };
  } catch (error) {
    // Asked for an email while holding this video's viewer cookie: the cookie opens nothing (the
    // owner erased that viewer, or it is forged or expired), so the answer forgets it.
    const deadPass =
      error instanceof ApiError &&
      error.code === "email_required" &&
      cookies.viewerPass !== undefined;
    throw deadPass ? withHeaders(error, forgetViewerPassHeaders(request.headers, videoId)) : error;
  }
}
