import { z } from "zod";
import { handler, idParam, json } from "@/lib/api/handler";
import { createComment, listCommentsForViewer } from "@/lib/comments/queries";
import { createCommentSchema } from "@/lib/comments/schemas";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/comments: the comments of a video the caller may see, oldest first
export const GET = handler({ auth: "viewer", params }, ({ db, viewerId, params }) =>
  listCommentsForViewer(db, { videoId: params.id, viewerId }),
);

// POST /api/videos/{id}/comments: a signed-in user comments, optionally pinned to a time
export const POST = handler(
  { auth: "user", params, body: createCommentSchema },
  async ({ db, userId, params, body }) =>
    json(await createComment(db, { videoId: params.id, userId, input: body }), 201),
);
