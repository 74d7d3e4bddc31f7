import { handler, json } from "@/lib/api/handler";
import { commitSession } from "@/lib/uploads/commit";
import { sessionParams } from "@/lib/uploads/schemas";

// POST /api/uploads/{id}/commit: title, description, isPrivate, duration (+ thumbnail); 201 with the video
// (200 when a retried commit finds the video already created)
export const POST = handler(
  { auth: "user", params: sessionParams },
  async ({ db, storage, userId, params, request }) => {
    const { video, created } = await commitSession(db, storage, {
      sessionId: params.id,
      userId,
      request,
    });
    return json(video, created ? 201 : 200);
  },
);
