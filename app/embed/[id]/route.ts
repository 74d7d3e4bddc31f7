import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { NO_STORE, SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import {
  renderEmbedExpired,
  renderEmbedLocked,
  renderEmbedNotFound,
  renderEmbedPage,
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
// expired page (410), or a bare 404 page
export const GET = handler(
  { auth: "viewer", params, video: "viewer-content" },
  async ({ request, params, video: loaded }) => {
    const baseUrl = publicBaseUrl(new URL(request.url).origin);
    const videoId = params.id;
    if (!videoId || !loaded) return html(renderEmbedNotFound(baseUrl), 404);
    if (loaded.lock === "expired") return html(renderEmbedExpired(baseUrl), 410);
    if (loaded.lock === "password") return html(renderEmbedLocked(videoId, baseUrl), 403);
    const { video, hasCaptions } = loaded;
    // What a protected or expiring video shows depends on the viewer: never in a shared cache.
    const shared = !video.isPrivate && !video.hasPassword && !video.expiresAt;
    const cacheControl = shared ? SHARED_PAGE_CACHE : NO_STORE;
    return html(renderEmbedPage({ ...video, hasCaptions }, baseUrl), 200, cacheControl);
  },
);
