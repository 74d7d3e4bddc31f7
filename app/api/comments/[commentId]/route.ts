import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { deleteOwnComment } from "@/lib/comments/queries";
import { deleteCommentQuery } from "@/lib/comments/schemas";

const params = z.object({ commentId: idParam });

// DELETE /api/comments/{commentId}?videoId=: the author deletes their own comment
export const DELETE = handler(
  { auth: "user", params, query: deleteCommentQuery },
  async ({ db, userId, params, query }) => {
    await deleteOwnComment(db, { commentId: params.commentId, userId, videoId: query.videoId });
    return { success: true };
  },
);
