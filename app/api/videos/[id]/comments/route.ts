import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { postComment } from "@/lib/comments/post";
import { listComments } from "@/lib/comments/queries";
import { commentResponse, commentThreadsResponse } from "@/lib/comments/responses";
import { createCommentSchema, listCommentsQuery } from "@/lib/comments/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/comments?cursor=: top-level comments oldest first, 50 a page, each with its
// replies; X-Next-Cursor names the next page
export const GET = handler(
  {
    auth: "viewer",
    params: videoIdParams,
    query: listCommentsQuery,
    video: "viewer",
    tag: "Comments",
    summary: "Top-level comments oldest first, 50 a page, each with its replies",
    responses: {
      200: {
        ...answer("Comment threads", commentThreadsResponse),
        headers: z.object({ "X-Next-Cursor": z.string().optional() }),
      },
    },
    errors: [403, 404, 410],
  },
  async ({ db, viewerId, video, query }) => {
    const page = await listComments(db, { video: video.video, viewerId, cursor: query.cursor });
    return json(page.comments, 200, page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {});
  },
);

// POST /api/videos/{id}/comments: a signed-in user, a viewer who passed the video's email gate, or
// a guest under the name they give (guestName) comments or replies, optionally pinned to a time;
// a member's comment on a team video may be internal (members only)
export const POST = handler(
  {
    auth: "author",
    params: videoIdParams,
    body: createCommentSchema,
    video: "viewer",
    tag: "Comments",
    summary: "Comment or reply, optionally pinned to a time",
    description:
      "A signed-in user; without an account, a viewer holding the video's viewer cookie (from " +
      "the email gate, POST /api/videos/{id}/viewer, or an earlier guest comment), shown under " +
      "the name they gave ('Guest' without one); else a guest signing with `guestName` (and an " +
      "optional `guestEmail` only the owner sees), who gets that cookie. 401 with neither. 403 " +
      "guest_comments_off when the owner turned guests off. `internal`: members of the video's " +
      "team workspace only (403 members_only); a reply in an internal thread is internal.",
    responses: { 201: answer("The comment", commentResponse) },
    errors: [403, 404, 410, 429],
  },
  ({ db, viewerId, headers, assertSameOrigin, video, body }) =>
    postComment(db, { viewerId, headers, assertSameOrigin }, video.video, body),
);
