import { handler } from "@/lib/api/handler";
import { grantCallerPartUpload } from "@/lib/upload-sessions";
import { partParams } from "@/lib/upload-sessions/schemas";

// POST /api/uploads/{id}/parts/{n}/token: on Vercel Blob, a client token to put this one part straight into the store
export const POST = handler({ auth: "viewer", params: partParams }, ({ caller, params }) =>
  grantCallerPartUpload(caller, params.id, params.n),
);
