import { z } from "zod";
import { handler, idParam, json } from "@/lib/api/handler";
import { createAiDocument, listAiDocumentsForViewer } from "@/lib/ai/documents/queries";
import { unlockOf } from "@/lib/videos/unlock-cookie";
import { createAiDocumentSchema } from "@/lib/ai/documents/schemas";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/ai-documents: the documents of a video the caller may see, newest first
export const GET = handler({ auth: "viewer", params }, ({ request, db, viewerId, params }) =>
  listAiDocumentsForViewer(db, {
    videoId: params.id,
    viewerId,
    unlock: unlockOf(request, params.id),
  }),
);

// POST /api/videos/{id}/ai-documents: the owner saves a document (manual, or an accepted AI preview)
export const POST = handler(
  { auth: "user", params, body: createAiDocumentSchema },
  async ({ db, userId, params, body }) =>
    json(await createAiDocument(db, { videoId: params.id, userId, input: body }), 201),
);
