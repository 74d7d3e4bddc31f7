import { handler, json } from "@/lib/api/handler";
import { createComment } from "@/lib/comments/create";
import { listComments } from "@/lib/comments/queries";
import { createCommentSchema, listCommentsQuery } from "@/lib/comments/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/comments?cursor=: top-level comments oldest first, 50 a page, each with its
// replies; X-Next-Cursor names the next page
export const GET = handler(
  { auth: "viewer", params: videoIdParams, query: listCommentsQuery, video: "viewer" },
  async ({ db, params, query }) => {
    const page = await listComments(db, { videoId: params.id, cursor: query.cursor });
    return json(page.comments, 200, page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {});
  },
);

// POST /api/videos/{id}/comments: a signed-in user comments or replies, optionally pinned to a time
export const POST = handler(
  { auth: "user", params: videoIdParams, body: createCommentSchema, video: "viewer" },
  async ({ db, userId, video, body }) =>
    json(await createComment(db, { video: video.video, userId, input: body }), 201),
);
