import { z } from "zod";
import { handler, idParam, json } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { createComment, listCommentsForViewer } from "@/lib/comments/queries";
import { createCommentSchema } from "@/lib/comments/schemas";
import { getDb } from "@/db/client";
import { viewerIdOf } from "@/lib/videos/library";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/comments: the comments of a video the caller may see, oldest first
export const GET = handler({ auth: "viewer", params }, async ({ caller, params }) =>
  listCommentsForViewer(await getDb(), { videoId: params.id, viewerId: viewerIdOf(caller) }),
);

// POST /api/videos/{id}/comments: a signed-in user comments, optionally pinned to a time
export const POST = handler(
  { auth: "viewer", params, body: createCommentSchema },
  async ({ caller, params, body }) => {
    const userId = requireUser(caller);
    const comment = await createComment(await getDb(), { videoId: params.id, userId, input: body });
    return json(comment, 201);
  },
);
