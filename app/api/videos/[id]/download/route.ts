import { handler } from "@/lib/api/handler";
import { serveObject } from "@/lib/storage/serve";
import { findVideoDownload } from "@/lib/videos/download";
import { unlockOf } from "@/lib/videos/unlock-cookie";
import { videoIdParams } from "@/lib/videos/schemas";

// GET|HEAD /api/videos/{id}/download: the MP4 (or the original) as an attachment named after the title
export const GET = handler(
  { auth: "viewer", params: videoIdParams },
  async ({ request, db, storage, viewerId, params }) => {
    const media = await findVideoDownload(db, {
      videoId: params.id,
      viewerId,
      unlock: unlockOf(request, params.id),
    });
    return serveObject(request, storage, media.key, media);
  },
);

export const HEAD = GET;
