import { handler, json } from "@/lib/api/handler";
import { uploadVideo } from "@/lib/videos/upload";

// POST /api/videos/upload: the multipart recording (docs/api.md#post-apivideosupload), streamed to
// storage; 201 with the video
export const POST = handler({ auth: "user" }, async ({ request, db, storage, userId }) =>
  json(await uploadVideo(db, storage, { request, userId }), 201),
);
