import { handler, json } from "@/lib/api/handler";
import { createSessionSchema } from "@/lib/uploads/schemas";
import { createSession } from "@/lib/uploads/sessions";

// POST /api/uploads: open an upload session for a recording (403 with the upgrade text at the free limit)
export const POST = handler(
  { auth: "user", body: createSessionSchema },
  async ({ db, storage, userId, body }) =>
    json(
      await createSession(db, storage, {
        userId,
        contentType: body.contentType,
        partUpload: body.partUpload,
      }),
      201,
    ),
);
