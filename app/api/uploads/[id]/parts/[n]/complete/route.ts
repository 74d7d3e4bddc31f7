import { handler } from "@/lib/api/handler";
import { completeDirectPart } from "@/lib/uploads/direct-parts";
import { partParams } from "@/lib/uploads/schemas";

// POST /api/uploads/{id}/parts/{n}/complete: the part is in the blob store; acknowledge it (checked there)
export const POST = handler(
  { auth: "user", params: partParams },
  ({ db, storage, userId, params }) =>
    completeDirectPart(db, storage, { sessionId: params.id, userId, partNumber: params.n }),
);
