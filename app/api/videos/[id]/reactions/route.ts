import { handler, json } from "@/lib/api/handler";
import { createReaction, listReactionsForViewer } from "@/lib/reactions/queries";
import { createReactionSchema } from "@/lib/reactions/schemas";
import { unlockOf } from "@/lib/videos/unlock-cookie";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/reactions: the reactions on a video the caller may see, by time
export const GET = handler(
  { auth: "viewer", params: videoIdParams },
  ({ request, db, viewerId, params }) =>
    listReactionsForViewer(db, {
      videoId: params.id,
      viewerId,
      unlock: unlockOf(request, params.id),
    }),
);

// POST /api/videos/{id}/reactions: a signed-in viewer reacts at a moment; 201 with the reaction
export const POST = handler(
  { auth: "user", params: videoIdParams, body: createReactionSchema },
  async ({ request, db, userId, params, body }) => {
    const unlock = unlockOf(request, params.id);
    return json(await createReaction(db, { videoId: params.id, userId, unlock, input: body }), 201);
  },
);
