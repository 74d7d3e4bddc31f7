import { handler } from "@/lib/api/handler";
import { completeCallerDirectPart } from "@/lib/upload-sessions";
import { partParams } from "@/lib/upload-sessions/schemas";

// POST /api/uploads/{id}/parts/{n}/complete: the part is in the blob store; acknowledge it (checked there)
export const POST = handler({ auth: "viewer", params: partParams }, ({ caller, params }) =>
  completeCallerDirectPart(caller, params.id, params.n),
);
