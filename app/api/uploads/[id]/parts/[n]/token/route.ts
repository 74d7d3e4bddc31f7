import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { grantPartUpload } from "@/lib/uploads/direct-parts";
import { partGrant } from "@/lib/uploads/responses";
import { partGrantSchema, partParams } from "@/lib/uploads/schemas";

// POST /api/uploads/{id}/parts/{n}/token: a grant (S3 URL signed for the declared size, or Blob token) to put this one part straight into the store
export const POST = handler(
  {
    auth: "user",
    params: partParams,
    body: partGrantSchema,
    tag: "Upload sessions",
    summary:
      "A client token or presigned URL (signed for the part's size) to put one part straight " +
      "into the store",
    responses: {
      200: answer("Where to send the part: a Vercel Blob token, or an S3 presigned URL", partGrant),
    },
    errors: [404, 409],
  },
  ({ db, storage, userId, params, body }) =>
    grantPartUpload(db, storage, {
      sessionId: params.id,
      userId,
      partNumber: params.n,
      size: body.size,
    }),
);
