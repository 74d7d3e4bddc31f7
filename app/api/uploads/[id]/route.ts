import { handler } from "@/lib/api/handler";
import { abortCallerSession, getCallerSession } from "@/lib/upload-sessions";
import { sessionParams } from "@/lib/upload-sessions/schemas";

// GET /api/uploads/{id}: the session and the part numbers the server has acknowledged
export const GET = handler({ auth: "viewer", params: sessionParams }, ({ caller, params }) =>
  getCallerSession(caller, params.id),
);

// DELETE /api/uploads/{id}: discard the recording, its parts and the session
export const DELETE = handler({ auth: "viewer", params: sessionParams }, ({ caller, params }) =>
  abortCallerSession(caller, params.id),
);
