import { bytes } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { serveObject } from "@/lib/storage/serve";
import { findVideoPreviewGif } from "@/lib/videos/preview-gif";
import { mediaQuery, videoIdParams } from "@/lib/videos/schemas";

// GET|HEAD /api/videos/{id}/preview.gif: the looping email preview of a video anyone may open
// without cookies (public, no password, gate or expiry), else 404; never counted as a view
export const GET = handler(
  {
    auth: "none",
    params: videoIdParams,
    query: mediaQuery.pick({ v: true }),
    tag: "Videos",
    summary: "The video's animated email preview (GIF, 480 px wide, about 4 s, looping)",
    responses: { ...bytes("image/gif", "The preview") },
    errors: [404],
  },
  async ({ method, headers, signal, db, storage, params, query }) => {
    const media = await findVideoPreviewGif(db, storage, { videoId: params.id, version: query.v });
    return serveObject({ method, headers, signal }, storage, media.key, media);
  },
);

export const HEAD = GET;
