import { handler, json } from "@/lib/api/handler";
import { createReaction } from "@/lib/reactions/create";
import { listReactions } from "@/lib/reactions/queries";
import { createReactionSchema } from "@/lib/reactions/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/reactions: the reactions on a video the caller may see, by time
export const GET = handler(
  { auth: "viewer", params: videoIdParams, video: "viewer" },
  ({ db, params }) => listReactions(db, params.id),
);

// POST /api/videos/{id}/reactions: a signed-in viewer reacts at a moment; 201 with the reaction
export const POST = handler(
  { auth: "user", params: videoIdParams, body: createReactionSchema, video: "viewer" },
  async ({ db, userId, video, body }) =>
    json(await createReaction(db, { video: video.video, userId, input: body }), 201),
);
