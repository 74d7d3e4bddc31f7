import { answer } from "@/lib/api/contract";
import { z } from "zod";
import { handler, idParam, json } from "@/lib/api/handler";
import { createAiDocument } from "@/lib/ai/documents/create";
import { listAiDocuments } from "@/lib/ai/documents/queries";
import { aiDocumentResponse, aiDocumentsResponse } from "@/lib/ai/documents/responses";
import { createAiDocumentSchema } from "@/lib/ai/documents/schemas";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/ai-documents: the documents of a video the caller may see, newest first
export const GET = handler(
  {
    auth: "viewer",
    params,
    video: "viewer",
    tag: "AI",
    summary: "The documents of a video the caller may see, newest first",
    responses: { 200: answer("Documents", aiDocumentsResponse) },
    errors: [403, 404, 410],
  },
  ({ db, params }) => listAiDocuments(db, params.id),
);

// POST /api/videos/{id}/ai-documents: the owner saves a document (manual, or an accepted AI preview)
export const POST = handler(
  {
    auth: "user",
    params,
    body: createAiDocumentSchema,
    tag: "AI",
    summary: "The owner saves a document",
    responses: { 201: answer("The document", aiDocumentResponse) },
    errors: [404],
  },
  async ({ db, userId, params, body }) =>
    json(await createAiDocument(db, { videoId: params.id, userId, input: body }), 201),
);
