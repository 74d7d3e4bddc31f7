import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler, json } from "@/lib/api/handler";
import { authorOf } from "@/lib/comments/author";
import { createComment } from "@/lib/comments/create";
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
  async ({ db, params, query }) => {
    const page = await listComments(db, { videoId: params.id, cursor: query.cursor });
    return json(page.comments, 200, page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {});
  },
);

// POST /api/videos/{id}/comments: a signed-in user (or a viewer who passed the video's email gate,
// under the name they gave) comments or replies, optionally pinned to a time
export const POST = handler(
  {
    auth: "author",
    params: videoIdParams,
    body: createCommentSchema,
    video: "viewer",
    tag: "Comments",
    summary: "Comment or reply, optionally pinned to a time",
    description:
      "A signed-in user, or (without an account) a viewer holding the video's email-gate " +
      "cookie (POST /api/videos/{id}/viewer), who is shown under the name they gave ('Guest' " +
      "without one). 401 for anyone else.",
    responses: { 201: answer("The comment", commentResponse) },
    errors: [404, 410, 429],
  },
  async ({ db, viewerId, headers, assertSameOrigin, params, video, body }) => {
    const author = await authorOf(db, { viewerId, headers, assertSameOrigin }, params.id);
    return json(await createComment(db, { video: video.video, author, input: body }), 201);
  },
);
