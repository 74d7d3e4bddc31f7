import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { findViewableVideo } from "@/lib/videos/cache";
import { NO_STORE, SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import { renderEmbedNotFound, renderEmbedPage } from "./render-embed";

const params = z.object({ id: z.string().max(32) });
const html = (body: string, status: number, cacheControl = NO_STORE) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl },
  });

const videoIdOf = (raw: string): number | null => {
  const id = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

// GET /embed/{id}: the light embeddable player (framed by any site), or a bare 404 page
export const GET = handler(
  { auth: "viewer", params },
  async ({ request, db, viewerId, params }) => {
    const baseUrl = publicBaseUrl(new URL(request.url).origin);
    const videoId = videoIdOf(params.id);
    const loaded = videoId && (await findViewableVideo(db, { videoId, viewerId }));
    if (!loaded) return html(renderEmbedNotFound(baseUrl), 404);
    const { video, hasCaptions } = loaded;
    const cacheControl = video.isPrivate ? NO_STORE : SHARED_PAGE_CACHE;
    return html(renderEmbedPage({ ...video, hasCaptions }, baseUrl), 200, cacheControl);
  },
);
