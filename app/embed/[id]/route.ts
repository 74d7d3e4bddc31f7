import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { parseTranscript } from "@/lib/metadata/transcript";
import { findVisibleVideoResponse } from "@/lib/videos/library";
import { renderEmbedNotFound, renderEmbedPage } from "./render-embed";

const params = z.object({ id: z.string().max(32) });
const html = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
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
    const video = videoId && (await findVisibleVideoResponse(db, { videoId, viewerId }));
    if (!video) return html(renderEmbedNotFound(baseUrl), 404);
    const hasCaptions = parseTranscript(video.transcript).length > 0;
    return html(renderEmbedPage({ ...video, hasCaptions }, baseUrl), 200);
  },
);
