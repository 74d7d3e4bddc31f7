import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { authorOf } from "@/lib/comments/author";
import { createReaction } from "@/lib/reactions/create";
import { listReactions } from "@/lib/reactions/queries";
import { reactionResponse, reactionsResponse } from "@/lib/reactions/responses";
import { createReactionSchema } from "@/lib/reactions/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/reactions: the reactions on a video the caller may see, by time
export const GET = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    video: "viewer",
    tag: "Reactions",
    summary: "The reactions on a video (the newest 1000), by time",
    responses: { 200: answer("Reactions", reactionsResponse) },
    errors: [403, 404, 410],
  },
  ({ db, params }) => listReactions(db, params.id),
);

// POST /api/videos/{id}/reactions: a signed-in viewer (or one who passed the video's email gate)
// reacts at a moment; 201 with the reaction
export const POST = handler(
  {
    auth: "author",
    params: videoIdParams,
    body: createReactionSchema,
    video: "viewer",
    tag: "Reactions",
    summary: "React at a moment of the video",
    description:
      "A signed-in user, or (without an account) a viewer holding the video's email-gate " +
      "cookie (POST /api/videos/{id}/viewer), who is shown under the name they gave ('Guest' " +
      "without one). 401 for anyone else.",
    responses: { 201: answer("The reaction", reactionResponse) },
    errors: [404, 410, 429],
  },
  async ({ db, viewerId, headers, assertSameOrigin, params, video, body }) => {
    const author = await authorOf(db, { viewerId, headers, assertSameOrigin }, params.id);
    return json(await createReaction(db, { video: video.video, author, input: body }), 201);
  },
);
