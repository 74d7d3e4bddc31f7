import { handler } from "@/lib/api/handler";
import { completeDirectPart } from "@/lib/upload-sessions/direct-parts";
import { partParams } from "@/lib/upload-sessions/schemas";

// POST /api/uploads/{id}/parts/{n}/complete: the part is in the blob store; acknowledge it (checked there)
export const POST = handler(
  { auth: "user", params: partParams },
  ({ db, storage, userId, params }) =>
    completeDirectPart(db, storage, { sessionId: params.id, userId, partNumber: params.n }),
);
