import { answer } from "@/lib/api/contract";
import { uploadSessionResponse } from "@/lib/uploads/responses";
import { handler, json } from "@/lib/api/handler";
import { createSessionSchema } from "@/lib/uploads/schemas";
import { createSession } from "@/lib/uploads/sessions";

// POST /api/uploads: open an upload session for a recording or a file from the disk, in the
// caller's personal workspace or `workspaceId` (403 with the upgrade text at the free limit, or
// naming the role for a viewer; 413 for a file over 5 GB)
export const POST = handler(
  {
    auth: "user",
    body: createSessionSchema,
    tag: "Upload sessions",
    summary:
      'Open an upload session for a recording, or for a file from the disk (source "upload")',
    responses: {
      201: answer("The session", uploadSessionResponse),
    },
    errors: [404, 429],
  },
  async ({ db, storage, userId, body }) =>
    json(
      await createSession(db, storage, {
        userId,
        contentType: body.contentType,
        partUpload: body.partUpload,
        file:
          body.source === "upload" && body.fileName && body.size
            ? { name: body.fileName, size: body.size, mimeType: body.mimeType }
            : undefined,
        workspaceId: body.workspaceId,
      }),
      201,
    ),
);
