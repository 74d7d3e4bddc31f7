import { handler } from "@/lib/api/handler";
import { videoIdParams } from "@/lib/videos/schemas";
import { setThumbnail } from "@/lib/videos/thumbnail";
import { readThumbnailInput } from "@/lib/videos/thumbnail-input";

// PUT /api/videos/{id}/thumbnail: the owner uploads an image (multipart `image`, PNG/JPEG/WebP up to
// 5 MB, sniffed) or picks a frame (JSON { time }); answers the updated video
export const PUT = handler(
  { auth: "user", params: videoIdParams },
  ({ db, storage, userId, params, request }) =>
    setThumbnail(db, storage, {
      videoId: params.id,
      userId,
      readInput: () => readThumbnailInput(request),
      signal: request.signal,
    }),
);
