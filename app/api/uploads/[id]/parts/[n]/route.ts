import { handler } from "@/lib/api/handler";
import { putCallerPart } from "@/lib/upload-sessions";
import { partParams } from "@/lib/upload-sessions/schemas";

// PUT /api/uploads/{id}/parts/{n}: one part's raw bytes (at most 4 MB); a retry of the same n overwrites it
export const PUT = handler({ auth: "viewer", params: partParams }, ({ caller, params, request }) =>
  putCallerPart(caller, params.id, params.n, request),
);
