import { handler } from "@/lib/api/handler";
import { deleteReaction } from "@/lib/reactions/delete";
import { reactionIdParams } from "@/lib/reactions/schemas";

// DELETE /api/reactions/{id}: by its author or the video's owner; 204
export const DELETE = handler(
  { auth: "user", params: reactionIdParams },
  async ({ db, userId, params }) => {
    await deleteReaction(db, { reactionId: params.id, userId });
    return new Response(null, { status: 204 });
  },
);
