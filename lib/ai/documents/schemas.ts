import "server-only";
import { z } from "zod";
import { CONTENT_REQUIRED, PROMPT_REQUIRED, TITLE_REQUIRED } from "../shared";
import { aiDocumentSources } from "./responses";

export type { AiDocumentResponse, AiDocumentSource, GeneratedDocument } from "./responses";

/** POST /api/videos/{id}/ai-documents. */
export const createAiDocumentSchema = z.object({
  title: z.string({ error: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(300),
  content: z.string({ error: CONTENT_REQUIRED }).trim().min(1, CONTENT_REQUIRED).max(100_000),
  source: z.enum(aiDocumentSources).optional(),
});
export type CreateAiDocumentInput = z.infer<typeof createAiDocumentSchema>;

/** PATCH /api/ai-documents/{id}: either field, neither blank. */
export const updateAiDocumentSchema = z
  .object({
    title: z.string().trim().min(1, TITLE_REQUIRED).max(300).optional(),
    content: z.string().trim().min(1, CONTENT_REQUIRED).max(100_000).optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined, {
    message: "Nothing to update: send title or content",
  });
export type UpdateAiDocumentInput = z.infer<typeof updateAiDocumentSchema>;

/** POST /api/videos/{id}/generate-document (and its fallback route). */
export const generateDocumentSchema = z.object({
  prompt: z.string({ error: PROMPT_REQUIRED }).trim().min(1, PROMPT_REQUIRED).max(4000),
});
export type GenerateDocumentInput = z.infer<typeof generateDocumentSchema>;
