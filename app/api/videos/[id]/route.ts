import { handler } from "@/lib/api/handler";
import { deleteVideo } from "@/lib/videos/delete";
import { getVisibleVideoResponse } from "@/lib/videos/library";
import { updateVideoSchema, videoIdParams } from "@/lib/videos/schemas";
import { updateVideo } from "@/lib/videos/update";

// GET /api/videos/{id}: one video the caller may see (private: owner only, else 404)
export const GET = handler({ auth: "viewer", params: videoIdParams }, ({ db, viewerId, params }) =>
  getVisibleVideoResponse(db, { videoId: params.id, viewerId }),
);

// PATCH /api/videos/{id}: the owner edits title, description, isPrivate or processingStatus
export const PATCH = handler(
  { auth: "user", params: videoIdParams, body: updateVideoSchema },
  ({ db, userId, params, body }) => updateVideo(db, { videoId: params.id, userId, input: body }),
);

// DELETE /api/videos/{id}: the owner deletes the video and everything hanging off it; its files
// follow through a durable clean-up job
export const DELETE = handler(
  { auth: "user", params: videoIdParams },
  async ({ db, userId, params }) => {
    await deleteVideo(db, { videoId: params.id, userId });
    return { success: true };
  },
);
