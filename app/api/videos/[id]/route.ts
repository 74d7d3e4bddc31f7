import { handler } from "@/lib/api/handler";
import { deleteVideo } from "@/lib/videos/delete";
import { updateVideoSchema, videoIdParams } from "@/lib/videos/schemas";
import { updateVideo } from "@/lib/videos/update";
import { contentForViewerOrThrow } from "@/lib/access/video-for-viewer";

// GET /api/videos/{id}: one video the caller may see (private: owner only, else 404; expired:
// 410 and password-protected: 403 until unlocked, except for the owner)
export const GET = handler(
  { auth: "viewer", params: videoIdParams, video: "viewer-content" },
  async ({ video }) => contentForViewerOrThrow(video).video,
);

// PATCH /api/videos/{id}: its creator or a workspace admin edits title, description, isPrivate,
// visibility, folderId, workspaceId (a move), allowDownload, password, emailGate (needs advanced
// analytics to turn on), expiresAt, cta or processingStatus
export const PATCH = handler(
  { auth: "user", params: videoIdParams, body: updateVideoSchema },
  ({ db, userId, params, body }) => updateVideo(db, { videoId: params.id, userId, input: body }),
);

// DELETE /api/videos/{id}: its creator or a workspace admin deletes the video and everything
// hanging off it; its files follow through a durable clean-up job
export const DELETE = handler(
  { auth: "user", params: videoIdParams },
  async ({ db, userId, params }) => {
    await deleteVideo(db, { videoId: params.id, userId });
    return { success: true };
  },
);
