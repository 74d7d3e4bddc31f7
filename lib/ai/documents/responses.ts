import { z } from "zod";

/** Where a saved document came from: written by hand, or an accepted AI preview. */
export const aiDocumentSources = ["manual", "ai"] as const;

/** The AI document object (docs/api.md#the-ai-document-object). */
export const aiDocumentResponse = z.strictObject({
  id: z.number().int(),
  videoId: z.number().int(),
  title: z.string(),
  content: z
    .string()
    .describe("Light Markdown (headings, bullets, bold, italic, inline code), never HTML"),
  source: z
    .enum(aiDocumentSources)
    .describe("`manual` (written by hand) or `ai` (an accepted preview)"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** GET /api/videos/{id}/ai-documents: newest first. */
export const aiDocumentsResponse = z.array(aiDocumentResponse);

/** A generated document, not saved: the owner may accept it (POST .../ai-documents) or not. */
export const generatedDocumentResponse = z.strictObject({
  title: z.string(),
  content: z.string().describe("Light Markdown"),
});

/** POST /api/videos/{id}/generate-document. */
export const documentPreviewResponse = z.strictObject({ aiDocument: generatedDocumentResponse });

/** POST /api/videos/{id}/generate-ai-document: the same preview under `document`. */
export const fallbackDocumentPreviewResponse = z.strictObject({
  document: generatedDocumentResponse,
});

export type AiDocumentSource = (typeof aiDocumentSources)[number];
export type AiDocumentResponse = z.infer<typeof aiDocumentResponse>;
export type GeneratedDocument = z.infer<typeof generatedDocumentResponse>;
export type DocumentPreview = z.infer<typeof documentPreviewResponse>;
export type FallbackDocumentPreview = z.infer<typeof fallbackDocumentPreviewResponse>;
