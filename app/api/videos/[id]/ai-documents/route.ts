import { z } from "zod";
import { handler, idParam, json } from "@/lib/api/handler";
import { createAiDocument, listAiDocumentsForViewer } from "@/lib/ai/documents/queries";
import { createAiDocumentSchema } from "@/lib/ai/documents/schemas";
import { requireUser } from "@/lib/auth/caller";
import { getDb } from "@/db/client";
import { viewerIdOf } from "@/lib/videos/library";

const params = z.object({ id: idParam });

// GET /api/videos/{id}/ai-documents: the documents of a video the caller may see, newest first
export const GET = handler({ auth: "viewer", params }, async ({ caller, params }) =>
  listAiDocumentsForViewer(await getDb(), { videoId: params.id, viewerId: viewerIdOf(caller) }),
);

// POST /api/videos/{id}/ai-documents: the owner saves a document (manual, or an accepted AI preview)
export const POST = handler(
  { auth: "viewer", params, body: createAiDocumentSchema },
  async ({ caller, params, body }) =>
    json(
      await createAiDocument(await getDb(), {
        videoId: params.id,
        userId: requireUser(caller),
        input: body,
      }),
      201,
    ),
);
