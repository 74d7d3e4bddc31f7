import { handler } from "@/lib/api/handler";
import { serveObject } from "@/lib/storage/serve";
import { findVideoMedia } from "@/lib/videos/media";
import { unlockOf } from "@/lib/videos/unlock-cookie";
import { mediaParams, mediaQuery } from "@/lib/videos/schemas";

// GET|HEAD /api/videos/{id}/media/{video|original|thumbnail}: the bytes, with Range and caching
export const GET = handler(
  { auth: "viewer", params: mediaParams, query: mediaQuery },
  async ({ request, db, storage, viewerId, params, query }) => {
    const media = await findVideoMedia(db, {
      videoId: params.id,
      viewerId,
      unlock: unlockOf(request, params.id),
      kind: params.kind,
      version: query.v,
      download: query.download === "1",
    });
    return serveObject(request, storage, media.key, media);
  },
);

export const HEAD = GET;
