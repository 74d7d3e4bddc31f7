import { answer, success } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { deleteAiDocument } from "@/lib/ai/documents/delete";
import { updateAiDocument } from "@/lib/ai/documents/update";
import { aiDocumentResponse } from "@/lib/ai/documents/responses";
import { updateAiDocumentSchema } from "@/lib/ai/documents/schemas";

const params = z.object({ id: idParam });

// PATCH /api/ai-documents/{id}: the video's owner edits a document's title or content
export const PATCH = handler(
  {
    auth: "user",
    params,
    body: updateAiDocumentSchema,
    tag: "AI",
    summary: "The video's owner edits a document's title or content",
    responses: { 200: answer("The document", aiDocumentResponse) },
    errors: [404],
  },
  ({ db, userId, params, body }) =>
    updateAiDocument(db, { documentId: params.id, userId, input: body }),
);

// DELETE /api/ai-documents/{id}: the video's owner deletes a document
export const DELETE = handler(
  {
    auth: "user",
    params,
    tag: "AI",
    summary: "The video's owner deletes a document",
    responses: { 200: answer("Deleted", success) },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await deleteAiDocument(db, { documentId: params.id, userId });
    return { success: true };
  },
);
