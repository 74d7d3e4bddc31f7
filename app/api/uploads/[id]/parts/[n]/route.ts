import { answer } from "@/lib/api/contract";
import { uploadSessionResponse } from "@/lib/uploads/responses";
import { handler } from "@/lib/api/handler";
import { partParams } from "@/lib/uploads/schemas";
import { putPart } from "@/lib/uploads/sessions";

// PUT /api/uploads/{id}/parts/{n}: one part's raw bytes (at most 4 MB); a retry of the same n overwrites it
export const PUT = handler(
  {
    auth: "user",
    params: partParams,
    body: "raw",
    tag: "Upload sessions",
    summary: "One part's raw bytes (at most 4 MB); a retry of the same n overwrites it",
    responses: {
      200: answer("The session", uploadSessionResponse),
    },
    errors: [404, 409, 413],
    accepts: {
      description: "The part's bytes",
      content: { "application/octet-stream": { schema: { type: "string" } } },
    },
  },
  ({ db, storage, userId, params, body }) =>
    putPart(db, storage, { sessionId: params.id, userId, partNumber: params.n, body }),
);
