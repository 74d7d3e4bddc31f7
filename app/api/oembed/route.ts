import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { gone, notFound, notImplemented } from "@/lib/errors";
import { ownHosts, publicBaseUrl } from "@/lib/metadata/base-url";
import { buildOembed, videoIdFromUrl } from "@/lib/metadata/oembed";
import { oembedQuery as query } from "@/lib/metadata/oembed-query";
import { oembedResponse } from "@/lib/metadata/responses";
import { GATED_TITLE, protectedPreview } from "@/lib/videos/shared";
import { NO_STORE, SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import { LINK_EXPIRED } from "@/lib/access/rules/shared";
import { findVideoForViewer } from "@/lib/access/video-for-viewer";

// GET /api/oembed?url=&maxwidth=&maxheight=: oEmbed JSON for a video page or embed URL; an expired
// link is 410, a password-protected video shows only 'Password-protected video' (unless the owner asks)
export const GET = handler(
  {
    auth: "viewer",
    query,
    tag: "Sharing",
    summary: "oEmbed JSON for a video page or embed URL",
    responses: { 200: answer("oEmbed", oembedResponse) },
    errors: [404, 410, 501],
  },
  async ({ url, db, viewerId, query }) => {
    if (query.format && query.format !== "json")
      throw notImplemented("Only the json format is supported");
    const origin = url.origin;
    const videoId = videoIdFromUrl(query.url, ownHosts(origin));
    if (!videoId) throw notFound("Video not found", "video_not_found");
    // No unlock cookie on purpose: a preview never shows a protected video, whoever unlocked it.
    const loaded = await findVideoForViewer(db, { videoId, viewerId });
    if (!loaded) throw notFound("Video not found", "video_not_found");
    if (loaded.lock === "expired") throw gone(LINK_EXPIRED, "link_expired");
    const baseUrl = publicBaseUrl(origin);
    if (loaded.lock === "password" || loaded.lock === "email") {
      const title = loaded.lock === "email" ? GATED_TITLE : undefined;
      return json(buildOembed(protectedPreview(videoId, title), baseUrl, query), 200, {
        "Cache-Control": NO_STORE,
      });
    }
    const { video } = loaded;
    const shared = !video.isPrivate && !video.hasPassword && !video.expiresAt && !video.emailGate;
    return json(buildOembed(video, baseUrl, query), 200, {
      "Cache-Control": shared ? SHARED_PAGE_CACHE : NO_STORE,
    });
  },
);
