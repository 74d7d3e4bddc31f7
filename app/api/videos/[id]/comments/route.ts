import { handler, json } from "@/lib/api/handler";
import { authorOf } from "@/lib/comments/author";
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

// POST /api/videos/{id}/comments: a signed-in user (or a viewer who passed the video's email gate,
// under the name they gave) comments or replies, optionally pinned to a time
export const POST = handler(
  { auth: "author", params: videoIdParams, body: createCommentSchema, video: "viewer" },
  async ({ db, viewerId, request, params, video, body }) => {
    const author = authorOf({ viewerId, request }, params.id);
    return json(await createComment(db, { video: video.video, author, input: body }), 201);
  },
);
