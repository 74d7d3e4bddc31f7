import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { postReaction } from "@/lib/reactions/post";
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
      "A signed-in user; without an account, a viewer holding the video's viewer cookie (from " +
      "the email gate or an earlier guest comment or reaction), shown under the name they gave " +
      "('Guest' without one); else a guest signing with `guestName` (and an optional " +
      "`guestEmail` only the owner sees), who gets that cookie. 401 with neither. 403 " +
      "guest_comments_off when the owner turned guests off.",
    responses: { 201: answer("The reaction", reactionResponse) },
    errors: [403, 404, 410, 429],
  },
  ({ db, viewerId, headers, assertSameOrigin, video, body }) =>
    postReaction(db, { viewerId, headers, assertSameOrigin }, video.video, body),
);
