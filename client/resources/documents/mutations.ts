"use client";

import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type {
  AiDocumentResponse,
  AiDocumentSource,
  GeneratedDocument,
} from "@/lib/ai/documents/responses";
import { generationErrorMessage, requestGeneratedDocument } from "./generate";
import { documentKeys, documentPaths } from "./paths";

export interface DocumentDraft {
  title: string;
  content: string;
  source?: AiDocumentSource;
}

export function useAiDocumentMutations(videoId: number) {
  const invalidate = [documentKeys.list(videoId)];
  // Without a message from the server, section 8's mapping of the error says what went wrong.
  const failed = (title: string) => (error: Error) => ({
    title,
    fallback: generationErrorMessage(error),
  });

  const create = useApiMutation({
    mutationFn: (draft: DocumentDraft) =>
      apiRequest<AiDocumentResponse>("POST", documentPaths.list(videoId), draft),
    success: "Document saved",
    invalidate,
    failure: failed("Creation failed"),
  });

  const update = useApiMutation({
    mutationFn: ({ id, ...draft }: DocumentDraft & { id: number }) =>
      apiRequest<AiDocumentResponse>("PATCH", documentPaths.document(id), draft),
    success: "Document updated",
    invalidate,
    failure: failed("Update failed"),
  });

  const remove = useApiMutation({
    mutationFn: (id: number) => apiRequest("DELETE", documentPaths.document(id)),
    success: "Document deleted",
    invalidate,
    failure: failed("Deletion failed"),
  });

  // The fallback route is generation's retry: a second automatic retry would double the wait.
  const generate = useApiMutation({
    mutationFn: (prompt: string): Promise<GeneratedDocument> =>
      requestGeneratedDocument(videoId, prompt),
    retry: false,
    failure: failed("Generation failed"),
  });

  return { create, update, remove, generate };
}
