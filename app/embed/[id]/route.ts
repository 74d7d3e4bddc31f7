import { z } from "zod";
import { ApiError } from "@/lib/errors";
import { handler } from "@/lib/api/handler";
import { getDb } from "@/db/client";
import { publicBaseUrl } from "@/lib/metadata/base-url";
import { parseTranscript } from "@/lib/metadata/transcript";
import { viewerIdOf } from "@/lib/videos/library";
import { getVideoForViewer } from "@/lib/videos/queries";
import { toVideoResponse } from "@/lib/videos/serialize";
import { renderEmbedNotFound, renderEmbedPage } from "./_components/render-embed";

const params = z.object({ id: z.string().max(32) });
const html = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });

// GET /embed/{id}: the light embeddable player (framed by any site), or a bare 404 page
export const GET = handler({ auth: "viewer", params }, async ({ request, caller, params }) => {
  const baseUrl = publicBaseUrl(new URL(request.url).origin);
  const videoId = /^\d{1,16}$/.test(params.id) ? Number(params.id) : NaN;
  try {
    if (!Number.isSafeInteger(videoId) || videoId <= 0) throw new ApiError(404, "Video not found");
    const { video, user } = await getVideoForViewer(await getDb(), {
      videoId,
      viewerId: viewerIdOf(caller),
    });
    const response = toVideoResponse(video, user);
    const hasCaptions = parseTranscript(video.transcript).length > 0;
    return html(renderEmbedPage({ ...response, hasCaptions }, baseUrl), 200);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return html(renderEmbedNotFound(baseUrl), 404);
    throw error;
  }
});
