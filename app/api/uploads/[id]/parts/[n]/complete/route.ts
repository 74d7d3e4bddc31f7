import { answer } from "@/lib/api/contract";
import { uploadSessionResponse } from "@/lib/uploads/responses";
import { handler } from "@/lib/api/handler";
import { completeDirectPart } from "@/lib/uploads/direct-parts";
import { partParams } from "@/lib/uploads/schemas";

// POST /api/uploads/{id}/parts/{n}/complete: the part is in the blob store; acknowledge it (checked there)
export const POST = handler(
  {
    auth: "user",
    params: partParams,
    tag: "Upload sessions",
    summary: "Acknowledge a part the browser put into the store",
    responses: {
      200: answer("The session", uploadSessionResponse),
    },
    errors: [404, 409, 413],
  },
  ({ db, storage, userId, params }) =>
    completeDirectPart(db, storage, { sessionId: params.id, userId, partNumber: params.n }),
);
