import { answer, success } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { deleteComment } from "@/lib/comments/delete";
import { deleteCommentQuery } from "@/lib/comments/schemas";

const params = z.object({ commentId: idParam });

// DELETE /api/comments/{commentId}?videoId=: the author, or the video's owner, deletes a comment
export const DELETE = handler(
  {
    auth: "user",
    params,
    query: deleteCommentQuery,
    tag: "Comments",
    summary: "The author, or the video's owner, deletes a comment",
    responses: { 200: answer("Deleted", success) },
    errors: [404],
  },
  async ({ db, userId, params, query }) => {
    await deleteComment(db, { commentId: params.commentId, userId, videoId: query.videoId });
    return { success: true };
  },
);
