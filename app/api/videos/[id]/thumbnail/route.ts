import { z } from "zod";
import { answer, multipart } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { videoResponse } from "@/lib/videos/responses";
import { videoIdParams } from "@/lib/videos/schemas";
import { setThumbnail } from "@/lib/videos/thumbnail";
import { readThumbnailInput, timeBody } from "@/lib/videos/thumbnail-input";

// PUT /api/videos/{id}/thumbnail: the owner uploads an image (multipart `image`, PNG/JPEG/WebP up to
// 5 MB, sniffed) or picks a frame (JSON { time }); answers the updated video
export const PUT = handler(
  {
    auth: "user",
    params: videoIdParams,
    body: "multipart",
    tag: "Videos",
    summary: "The owner uploads a thumbnail image or picks a frame",
    responses: {
      200: answer("The updated video", videoResponse),
    },
    errors: [404, 409, 413, 415, 429, 503],
    accepts: {
      content: {
        "application/json": { schema: timeBody },
        ...multipart(z.object({ image: z.string().describe("PNG, JPEG or WebP, up to 5 MB") })),
      },
    },
  },
  ({ db, storage, userId, params, body, signal }) =>
    setThumbnail(db, storage, {
      videoId: params.id,
      userId,
      readInput: () => readThumbnailInput(body),
      signal,
    }),
);
