import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { notFound, notImplemented } from "@/lib/errors";
import { ownHosts, publicBaseUrl } from "@/lib/metadata/base-url";
import { buildOembed, videoIdFromUrl } from "@/lib/metadata/oembed";
import { getVisibleVideoResponse } from "@/lib/videos/library";

const size = z.coerce.number().int().positive().max(10_000).optional();
const query = z.object({
  url: z.string().min(1).max(2048),
  maxwidth: size,
  maxheight: size,
  format: z.string().optional(),
});

// GET /api/oembed?url=&maxwidth=&maxheight=: oEmbed JSON for a video page or embed URL
export const GET = handler({ auth: "viewer", query }, async ({ request, db, viewerId, query }) => {
  if (query.format && query.format !== "json")
    throw notImplemented("Only the json format is supported");
  const origin = new URL(request.url).origin;
  const videoId = videoIdFromUrl(query.url, ownHosts(origin));
  if (!videoId) throw notFound("Video not found");
  const video = await getVisibleVideoResponse(db, { videoId, viewerId });
  return buildOembed(video, publicBaseUrl(origin), query);
});
