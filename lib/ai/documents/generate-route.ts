import "server-only";
import { z } from "zod";
import { handler, idParam } from "@/lib/api/handler";
import { generateDocumentSchema } from "./schemas";
import { generateDocumentForVideo } from "./service";

const params = z.object({ id: idParam });

/**
 * POST /api/videos/{id}/generate-document and its twin generate-ai-document (both names work):
 * the owner's AI document preview, answered under `key`.
 */
export function generateDocumentRoute(key: "aiDocument" | "document") {
  return handler(
    { auth: "user", params, body: generateDocumentSchema },
    async ({ db, userId, params, body }) => ({
      [key]: await generateDocumentForVideo(db, {
        videoId: params.id,
        userId,
        prompt: body.prompt,
      }),
    }),
  );
}
