import { handler } from "@/lib/api/handler";
import { serveVideoMedia } from "@/lib/videos/media";
import { mediaParams, mediaQuery } from "@/lib/videos/schemas";

// GET|HEAD /api/videos/{id}/media/{video|original|thumbnail}: the bytes, with Range and caching
export const GET = handler(
  { auth: "viewer", params: mediaParams, query: mediaQuery },
  ({ request, caller, params, query }) =>
    serveVideoMedia(request, caller, {
      videoId: params.id,
      kind: params.kind,
      version: query.v,
      download: query.download === "1",
    }),
);

export const HEAD = GET;
