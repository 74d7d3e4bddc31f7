import { handler } from "@/lib/api/handler";
import { partParams } from "@/lib/uploads/schemas";
import { putPart } from "@/lib/uploads/sessions";

// PUT /api/uploads/{id}/parts/{n}: one part's raw bytes (at most 4 MB); a retry of the same n overwrites it
export const PUT = handler(
  { auth: "user", params: partParams },
  ({ db, storage, userId, params, request }) =>
    putPart(db, storage, { sessionId: params.id, userId, partNumber: params.n, request }),
);
