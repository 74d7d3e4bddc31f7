import { handler } from "@/lib/api/handler";
import { createCallerSession } from "@/lib/upload-sessions";
import { createSessionSchema } from "@/lib/upload-sessions/schemas";

// POST /api/uploads: open an upload session for a recording (403 with the upgrade text at the free limit)
export const POST = handler({ auth: "viewer", body: createSessionSchema }, ({ caller, body }) =>
  createCallerSession(caller, body.contentType),
);
