import { z } from "zod";
import { ApiError } from "@/lib/errors";
import { handler } from "@/lib/api/handler";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { loadViewableVideo } from "@/lib/videos/cache";
import { NO_STORE, SHARED_PAGE_CACHE } from "@/lib/videos/cache-control";
import { renderEmbedNotFound, renderEmbedPage } from "./_components/render-embed";

const params = z.object({ id: z.string().max(32) });
const html = (body: string, status: number, cacheControl = NO_STORE) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl },
  });

// GET /embed/{id}: the light embeddable player (framed by any site), or a bare 404 page
export const GET = handler(
  { auth: "viewer", params },
  async ({ request, db, viewerId, params }) => {
    const baseUrl = publicBaseUrl(new URL(request.url).origin);
    const videoId = /^\d{1,16}$/.test(params.id) ? Number(params.id) : NaN;
    try {
      if (!Number.isSafeInteger(videoId) || videoId <= 0)
        throw new ApiError(404, "Video not found");
      const { video, hasCaptions } = await loadViewableVideo(db, { videoId, viewerId });
      const cacheControl = video.isPrivate ? NO_STORE : SHARED_PAGE_CACHE;
      return html(renderEmbedPage({ ...video, hasCaptions }, baseUrl), 200, cacheControl);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return html(renderEmbedNotFound(baseUrl), 404);
      throw error;
    }
  },
);
