import { bytes } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { serveObject } from "@/lib/storage/serve";
import { videoDownload } from "@/lib/videos/download";
import { videoIdParams } from "@/lib/videos/schemas";

// GET|HEAD /api/videos/{id}/download: the MP4 (or the original) as an attachment named after the title
export const GET = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer",
    tag: "Videos",
    summary: "The video as an attachment named after its title",
    responses: { ...bytes("video/*", "The file") },
    errors: [403, 404, 409, 410],
  },
  async ({ method, headers, signal, storage, viewerId, video }) => {
    const media = videoDownload(video.video, viewerId);
    return serveObject({ method, headers, signal }, storage, media.key, media);
  },
);

export const HEAD = GET;
