import { handler } from "@/lib/api/handler";
import { grantPartUpload } from "@/lib/uploads/direct-parts";
import { partParams } from "@/lib/uploads/schemas";

// POST /api/uploads/{id}/parts/{n}/token: on Vercel Blob, a client token to put this one part straight into the store
export const POST = handler(
  { auth: "user", params: partParams },
  ({ db, storage, userId, params }) =>
    grantPartUpload(db, storage, { sessionId: params.id, userId, partNumber: params.n }),
);
