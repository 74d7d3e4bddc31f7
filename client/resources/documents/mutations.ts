"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type {
  AiDocumentResponse,
  AiDocumentSource,
  GeneratedDocument,
} from "@/lib/ai/documents/schemas";
import { generationErrorMessage, requestGeneratedDocument } from "./generate";
import { documentKeys, documentPaths } from "./paths";

export interface DocumentDraft {
  title: string;
  content: string;
  source?: AiDocumentSource;
}

export function useAiDocumentMutations(videoId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.list(videoId) });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: generationErrorMessage(error), variant: "destructive" });

  const create = useMutation({
    mutationFn: (draft: DocumentDraft) =>
      apiRequest<AiDocumentResponse>("POST", documentPaths.list(videoId), draft),
    onSuccess: async () => {
      toast({ title: "Document saved" });
      await refresh();
    },
    onError: failed("Creation failed"),
  });

  const update = useMutation({
    mutationFn: ({ id, ...draft }: DocumentDraft & { id: number }) =>
      apiRequest<AiDocumentResponse>("PATCH", documentPaths.document(id), draft),
    onSuccess: async () => {
      toast({ title: "Document updated" });
      await refresh();
    },
    onError: failed("Update failed"),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", documentPaths.document(id)),
    onSuccess: async () => {
      toast({ title: "Document deleted" });
      await refresh();
    },
    onError: failed("Deletion failed"),
  });

  // The fallback route is generation's retry: a second automatic retry would double the wait.
  const generate = useMutation({
    mutationFn: (prompt: string): Promise<GeneratedDocument> =>
      requestGeneratedDocument(videoId, prompt),
    retry: false,
    onError: (error) =>
      toast({
        title: "Generation failed",
        description: generationErrorMessage(error),
        variant: "destructive",
      }),
  });

  return { create, update, remove, generate };
}
