import { uploadFieldsSchema } from "@/lib/videos/schemas";
import { z } from "zod";
import { answer, multipart } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { videoResponse } from "@/lib/videos/responses";
import { uploadVideo } from "@/lib/videos/upload";

// POST /api/videos/upload: the multipart recording (docs/api.md#post-apivideosupload), streamed to
// storage; 201 with the video
export const POST = handler(
  {
    auth: "user",
    body: "multipart",
    tag: "Videos",
    summary: "Upload a recording in one multipart request",
    responses: {
      201: answer("The new video", videoResponse),
    },
    errors: [400, 404, 413, 415],
    accepts: {
      description: "multipart/form-data: the `video` file and these text fields",
      content: multipart(
        uploadFieldsSchema.extend({ video: z.string().describe("The recording file") }),
      ),
    },
  },
  async ({ body, db, storage, userId }) =>
    json(await uploadVideo(db, storage, { body, userId }), 201),
);
