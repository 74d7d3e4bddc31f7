import { answer, success } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { deleteVideo } from "@/lib/videos/delete";
import { videoResponse } from "@/lib/videos/responses";
import { updateVideoSchema, videoIdParams } from "@/lib/videos/schemas";
import { updateVideo } from "@/lib/videos/update";
import { contentForViewerOrThrow } from "@/lib/access/video-for-viewer";

// GET /api/videos/{id}: one video the caller may see (private: owner only, else 404; expired:
// 410 and password-protected: 403 until unlocked, except for the owner)
export const GET = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer-content",
    tag: "Videos",
    summary: "One video the caller may see",
    description:
      "Private: its creator only; workspace: the workspace's members; else 404. Expired: 410. " +
      "Password: 403 until unlocked. Email gate: 403 email_required until an email is given.",
    responses: {
      200: answer("The video", videoResponse),
    },
    errors: [403, 404, 410],
  },
  async ({ video }) => contentForViewerOrThrow(video).video,
);

// PATCH /api/videos/{id}: its creator or a workspace admin edits title, description, isPrivate,
// visibility, folderId, workspaceId (a move), allowDownload, password, emailGate (needs advanced
// analytics to turn on), guestComments, expiresAt, cta or processingStatus
export const PATCH = handler(
  {
    auth: "user",
    params: videoIdParams,
    body: updateVideoSchema,
    tag: "Videos",
    summary: "Its creator or a workspace admin edits or moves a video",
    description:
      "`isPrivate` true/false sets `visibility` private/public. `folderId` must be a folder " +
      "of the workspace the video ends up in (404 folder_not_found); `workspaceId` moves it " +
      "(a creator seat there; clears the folder; `workspace` becomes `private` in a personal " +
      "workspace). `workspace` visibility in a personal workspace: 400 " +
      "visibility_not_allowed. `emailGate` true needs advanced analytics (403 plan_required). " +
      "`guestComments` false: viewers without an account can no longer comment or react.",
    responses: {
      200: answer("The updated video", videoResponse),
    },
    errors: [404],
  },
  ({ db, userId, params, body }) => updateVideo(db, { videoId: params.id, userId, input: body }),
);

// DELETE /api/videos/{id}: its creator or a workspace admin deletes the video and everything
// hanging off it; its files follow through a durable clean-up job
export const DELETE = handler(
  {
    auth: "user",
    params: videoIdParams,
    tag: "Videos",
    summary: "Its creator or a workspace admin deletes a video",
    responses: { 200: answer("Deleted", success) },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await deleteVideo(db, { videoId: params.id, userId });
    return { success: true };
  },
);
