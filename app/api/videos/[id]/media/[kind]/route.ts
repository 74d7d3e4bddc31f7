import { bytes } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { serveObject } from "@/lib/storage/serve";
import { videoMedia } from "@/lib/videos/media";
import { mediaParams, mediaQuery } from "@/lib/videos/schemas";

// GET|HEAD /api/videos/{id}/media/{video|original|thumbnail}: the bytes, with Range and caching
export const GET = handler(
  {
    auth: "viewer",
    params: mediaParams,
    query: mediaQuery,
    // A gated video's thumbnail is served before the email: the gate and the lists show it.
    video: "viewer-media",
    tag: "Videos",
    summary: "The video's bytes: the MP4, the original upload (owner only) or the thumbnail",
    responses: { ...bytes(["video/*", "image/*"], "The media") },
    errors: [403, 404, 409, 410],
  },
  async ({ method, headers, signal, storage, viewerId, video, params, query }) => {
    const media = videoMedia(video.video, {
      viewerId,
      kind: params.kind,
      version: query.v,
      download: query.download === "1",
    });
    return serveObject({ method, headers, signal }, storage, media.key, media);
  },
);

export const HEAD = GET;
