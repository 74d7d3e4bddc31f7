"use client";

import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { apiFetch } from "@/lib/api-client/fetch";

interface AiDocumentSummary {
  id: number;
  title: string;
}

/** The video's AI documents ([] until the AI documents API answers). The AI issue replaces this file. */
export function useAiDocuments(videoId: number) {
  const path = `/api/videos/${videoId}/ai-documents`;
  return useQuery<AiDocumentSummary[]>({
    queryKey: [path],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(path, { signal });
      return response.ok ? ((await response.json()) as AiDocumentSummary[]) : [];
    },
  });
}

/** Minimal AI Document tab until components/ai/ai-documents-panel.tsx exists. */
export function AiDocumentsPlaceholder({ videoId }: { videoId: number }) {
  const documents = useAiDocuments(videoId).data ?? [];
  if (documents.length === 0) {
    return (
      <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-center text-sm">
        <FileText className="size-8" aria-hidden />
        No documents yet
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {documents.map((document) => (
        <li key={document.id} className="rounded-md border p-3 text-sm font-medium">
          {document.title}
        </li>
      ))}
    </ul>
  );
}
