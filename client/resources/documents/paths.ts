import { queryOptions } from "@tanstack/react-query";
import type { AiDocumentResponse } from "@/lib/ai/documents/responses";

/** The REST paths of AI documents: the only place browser code writes them. */
export const documentPaths = {
  list: (videoId: number) => `/api/videos/${videoId}/ai-documents`,
  document: (id: number) => `/api/ai-documents/${id}`,
  generate: (videoId: number) => `/api/videos/${videoId}/generate-document`,
  /** The older generation route, tried when the first one fails. */
  generateFallback: (videoId: number) => `/api/videos/${videoId}/generate-ai-document`,
};

export const documentKeys = {
  list: (videoId: number) => [documentPaths.list(videoId)],
};

/** The video's documents (also drives the AI Document tab's count badge). */
export const documentsQuery = (videoId: number) =>
  queryOptions<AiDocumentResponse[]>({ queryKey: documentKeys.list(videoId) });
