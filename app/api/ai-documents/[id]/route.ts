import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { deleteAiDocument, updateAiDocument } from "@/lib/ai/documents/queries";
import { updateAiDocumentSchema } from "@/lib/ai/documents/schemas";
import { requireUser } from "@/lib/auth/caller";
import { getDb } from "@/db/client";

const params = z.object({ id: idParam });

// PATCH /api/ai-documents/{id}: the video's owner edits a document's title or content
export const PATCH = handler(
  { auth: "viewer", params, body: updateAiDocumentSchema },
  async ({ caller, params, body }) =>
    updateAiDocument(await getDb(), {
      documentId: params.id,
      userId: requireUser(caller),
      input: body,
    }),
);

// DELETE /api/ai-documents/{id}: the video's owner deletes a document
export const DELETE = handler({ auth: "viewer", params }, async ({ caller, params }) => {
  await deleteAiDocument(await getDb(), { documentId: params.id, userId: requireUser(caller) });
  return { success: true };
});
