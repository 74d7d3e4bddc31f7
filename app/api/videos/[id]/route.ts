import { handler } from "@/lib/api/handler";
import { deleteCallerVideo } from "@/lib/videos/delete";
import { loadViewableVideo } from "@/lib/videos/cache";
import { updateVideoSchema, videoIdParams } from "@/lib/videos/schemas";
import { updateCallerVideo } from "@/lib/videos/update";

// GET /api/videos/{id}: one video the caller may see (private: owner only, else 404)
export const GET = handler(
  { auth: "viewer", params: videoIdParams },
  async ({ db, viewerId, params }) =>
    (await loadViewableVideo(db, { videoId: params.id, viewerId })).video,
);

// PATCH /api/videos/{id}: the owner edits title, description, isPrivate or processingStatus
export const PATCH = handler(
  { auth: "viewer", params: videoIdParams, body: updateVideoSchema },
  ({ caller, params, body }) => updateCallerVideo(caller, params.id, body),
);

// DELETE /api/videos/{id}: the owner deletes the video, its files and everything hanging off it
export const DELETE = handler({ auth: "viewer", params: videoIdParams }, ({ caller, params }) =>
  deleteCallerVideo(caller, params.id),
);
