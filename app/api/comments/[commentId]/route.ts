import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { deleteOwnComment } from "@/lib/comments/queries";
import { deleteCommentQuery } from "@/lib/comments/schemas";
import { getDb } from "@/db/client";

const params = z.object({ commentId: idParam });

// DELETE /api/comments/{commentId}?videoId=: the author deletes their own comment
export const DELETE = handler(
  { auth: "viewer", params, query: deleteCommentQuery },
  async ({ caller, params, query }) => {
    const userId = requireUser(caller);
    await deleteOwnComment(await getDb(), {
      commentId: params.commentId,
      userId,
      videoId: query.videoId,
    });
    return { success: true };
  },
);
