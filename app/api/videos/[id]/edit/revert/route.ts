import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { revertEdit } from "@/lib/videos/edit/request";
import { videoResponse } from "@/lib/videos/responses";
import { videoIdParams } from "@/lib/videos/schemas";

// POST /api/videos/{id}/edit/revert: the owner restores the unedited video and its timeline
export const POST = handler(
  {
    auth: "user",
    params: videoIdParams,
    tag: "Videos",
    summary: "The owner restores the unedited video",
    responses: { 200: answer("The video, unedited", videoResponse) },
    errors: [404, 409],
  },
  ({ db, storage, userId, params }) => revertEdit(db, storage, { videoId: params.id, userId }),
);
