import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { generateDocumentForVideo } from "@/lib/ai/documents/generate";
import { documentPreviewResponse } from "@/lib/ai/documents/responses";
import { generateDocumentSchema } from "@/lib/ai/documents/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

export const maxDuration = 60;

// POST /api/videos/{id}/generate-document: the owner's AI document preview, { aiDocument: { title, content } }
export const POST = handler(
  {
    auth: "user",
    params: videoIdParams,
    body: generateDocumentSchema,
    tag: "AI",
    summary: "The owner's AI document preview, under `aiDocument`",
    responses: { 200: answer("The preview, not saved", documentPreviewResponse) },
    errors: [404, 429, 502, 503, 504],
  },
  async ({ db, userId, params, body }) => ({
    aiDocument: await generateDocumentForVideo(db, {
      videoId: params.id,
      userId,
      prompt: body.prompt,
    }),
  }),
);
