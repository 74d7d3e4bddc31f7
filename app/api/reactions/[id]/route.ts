import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { deleteReaction } from "@/lib/reactions/delete";
import { reactionIdParams } from "@/lib/reactions/schemas";

// DELETE /api/reactions/{id}: by its author or the video's owner; 204
export const DELETE = handler(
  {
    auth: "user",
    params: reactionIdParams,
    tag: "Reactions",
    summary: "Its author or the video's owner deletes a reaction",
    responses: { 204: answer("Deleted") },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await deleteReaction(db, { reactionId: params.id, userId });
    return new Response(null, { status: 204 });
  },
);
