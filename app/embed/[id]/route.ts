import { z } from "zod";
import { text } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { planDisplay } from "@/lib/branding/queries";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { NO_STORE, SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import { webVersionState } from "@/lib/videos/shared";
import { findGatePreview } from "@/lib/access/gate-preview";
import { renderEmbedGate } from "./render-embed-gate";
import {
  renderEmbedExpired,
  renderEmbedLocked,
  renderEmbedNotFound,
  renderEmbedPage,
  renderEmbedProcessing,
} from "./render-embed";

const videoIdOf = (raw: string): number | null => {
  const id = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Any other id gets the bare 404 page, not a JSON error. */
const params = z.object({ id: z.string().max(32).transform(videoIdOf) });
const html = (body: string, status: number, cacheControl = NO_STORE) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl },
  });

// GET /embed/{id}: the light embeddable player (framed by any site), the password form (403), the
// email gate (200: a form to fill in, like the page's, so the host page logs no failed load), the
// expired page (410), or a bare 404 page
export const GET = handler(
  {
    auth: "viewer",
    params,
    video: "viewer-content",
    // A page, not part of the API: app/api's index, which the OpenAPI document reads, leaves it out.
    tag: "Embed",
    summary: "The embeddable player's page",
    responses: {
      200: text("text/html", "The player, the email gate, or the page of a video still converting"),
    },
    errors: [403, 404, 410],
  },
  async ({ url, db, params, viewerId, video: loaded }) => {
    const baseUrl = publicBaseUrl(url.origin);
    const videoId = params.id;
    if (!videoId || !loaded) return html(renderEmbedNotFound(baseUrl), 404);
    if (loaded.lock === "expired") return html(renderEmbedExpired(baseUrl), 410);
    if (loaded.lock === "password") return html(renderEmbedLocked(videoId, baseUrl), 403);
    if (loaded.lock === "email") {
      const preview = await findGatePreview(db, { videoId, viewerId });
      if (!preview) return html(renderEmbedNotFound(baseUrl), 404);
      return html(renderEmbedGate(videoId, preview, baseUrl), 200);
    }
    const { video, hasCaptions } = loaded;
    // An upload no browser plays shows its conversion until the MP4 exists (never cached).
    const web = webVersionState(video);
    if (web !== "ready") return html(renderEmbedProcessing(video, web, baseUrl), 200);
    // What a protected, gated or expiring video shows depends on the viewer: never shared.
    const shared = !video.isPrivate && !video.hasPassword && !video.expiresAt && !video.emailGate;
    const cacheControl = shared ? SHARED_PAGE_CACHE : NO_STORE;
    // Read per request (the plan is not part of the video's version); the CDN keeps it 60 s at most.
    const { badge, branding } = await planDisplay(db, video.workspaceId);
    return html(
      renderEmbedPage({ ...video, hasCaptions, badge, branding }, baseUrl),
      200,
      cacheControl,
    );
  },
);
