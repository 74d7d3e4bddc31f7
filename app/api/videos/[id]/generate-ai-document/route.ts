import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { generateDocumentForVideo } from "@/lib/ai/documents/generate";
import { fallbackDocumentPreviewResponse } from "@/lib/ai/documents/responses";
import { generateDocumentSchema } from "@/lib/ai/documents/schemas";
import { videoIdParams } from "@/lib/videos/schemas";

export const maxDuration = 60;

// POST /api/videos/{id}/generate-ai-document: the client's fallback route; same preview under `document`
export const POST = handler(
  {
    auth: "user",
    params: videoIdParams,
    body: generateDocumentSchema,
    tag: "AI",
    summary: "The owner's AI document preview, under `document`",
    responses: { 200: answer("The preview, not saved", fallbackDocumentPreviewResponse) },
    errors: [404, 429, 502, 503, 504],
  },
  async ({ db, userId, params, body }) => ({
    document: await generateDocumentForVideo(db, {
      videoId: params.id,
      userId,
      prompt: body.prompt,
    }),
  }),
);
