import { z } from "zod";
import { ApiError, notFound } from "@/lib/errors";
import { handler } from "@/lib/api/handler";
import { getDb } from "@/db/client";
import { ownHosts, publicBaseUrl } from "@/lib/metadata/base-url";
import { buildOembed, videoIdFromUrl } from "@/lib/metadata/oembed";
import { getVideoForViewer } from "@/lib/videos/queries";
import { toVideoResponse } from "@/lib/videos/serialize";
import { viewerIdOf } from "@/lib/videos/library";

const size = z.coerce.number().int().positive().max(10_000).optional();
const query = z.object({
  url: z.string().min(1).max(2048),
  maxwidth: size,
  maxheight: size,
  format: z.string().optional(),
});

// GET /api/oembed?url=&maxwidth=&maxheight=: oEmbed JSON for a video page or embed URL
export const GET = handler({ auth: "viewer", query }, async ({ request, caller, query }) => {
  if (query.format && query.format !== "json")
    throw new ApiError(501, "Only the json format is supported");
  const origin = new URL(request.url).origin;
  const videoId = videoIdFromUrl(query.url, ownHosts(origin));
  if (!videoId) throw notFound("Video not found");
  const { video, user } = await getVideoForViewer(await getDb(), {
    videoId,
    viewerId: viewerIdOf(caller),
  });
  return buildOembed(toVideoResponse(video, user), publicBaseUrl(origin), query);
});
