import { answer } from "@/lib/api/contract";
import { uploadSessionResponse } from "@/lib/uploads/responses";
import { handler } from "@/lib/api/handler";
import { sessionParams } from "@/lib/uploads/schemas";
import { abortSession, getSessionStatus } from "@/lib/uploads/sessions";

// GET /api/uploads/{id}: the session and the part numbers the server has acknowledged
export const GET = handler(
  {
    auth: "user",
    params: sessionParams,
    tag: "Upload sessions",
    summary: "The session and the parts the server has acknowledged",
    responses: {
      200: answer("The session", uploadSessionResponse),
    },
    errors: [404],
  },
  ({ db, storage, userId, params }) =>
    getSessionStatus(db, storage, { sessionId: params.id, userId }),
);

// DELETE /api/uploads/{id}: discard the recording, its parts and the session
export const DELETE = handler(
  {
    auth: "user",
    params: sessionParams,
    tag: "Upload sessions",
    summary: "Discard the recording, its parts and the session",
    responses: { 204: answer("Discarded") },
    errors: [404, 409],
  },
  async ({ db, storage, userId, params }) => {
    await abortSession(db, storage, { sessionId: params.id, userId });
    return new Response(null, { status: 204 });
  },
);
