import { handler, json } from "@/lib/api/handler";
import { createComment, listCommentsForViewer } from "@/lib/comments/queries";
import { createCommentSchema, listCommentsQuery } from "@/lib/comments/schemas";
import { unlockOf } from "@/lib/videos/unlock-cookie";
import { videoIdParams } from "@/lib/videos/schemas";

// GET /api/videos/{id}/comments?cursor=: top-level comments oldest first, 50 a page, each with its
// replies; X-Next-Cursor names the next page
export const GET = handler(
  { auth: "viewer", params: videoIdParams, query: listCommentsQuery },
  async ({ request, db, viewerId, params, query }) => {
    const page = await listCommentsForViewer(db, {
      videoId: params.id,
      viewerId,
      unlock: unlockOf(request, params.id),
      cursor: query.cursor,
    });
    return json(page.comments, 200, page.nextCursor ? { "X-Next-Cursor": page.nextCursor } : {});
  },
);

// POST /api/videos/{id}/comments: a signed-in user comments or replies, optionally pinned to a time
export const POST = handler(
  { auth: "user", params: videoIdParams, body: createCommentSchema },
  async ({ request, db, userId, params, body }) => {
    const unlock = unlockOf(request, params.id);
    return json(await createComment(db, { videoId: params.id, userId, unlock, input: body }), 201);
  },
);
