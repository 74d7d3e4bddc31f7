import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { generateDocumentForVideo } from "@/lib/ai/documents/service";
import { generateDocumentSchema } from "@/lib/ai/documents/schemas";
import { requireUser } from "@/lib/auth/caller";
import { getDb } from "@/db/client";

const params = z.object({ id: idParam });

export const maxDuration = 60;

// POST /api/videos/{id}/generate-document: the owner's AI document preview, { aiDocument: { title, content } }
export const POST = handler(
  { auth: "viewer", params, body: generateDocumentSchema },
  async ({ caller, params, body }) => ({
    aiDocument: await generateDocumentForVideo(await getDb(), {
      videoId: params.id,
      userId: requireUser(caller),
      prompt: body.prompt,
    }),
  }),
);
