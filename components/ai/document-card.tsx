"use client";

import { Badge } from "@/components/ui/badge";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import type { AiDocumentResponse } from "@/lib/ai/documents/responses";
import { Markdown } from "@/lib/content/markdown/render";

interface DocumentCardProps {
  document: AiDocumentResponse;
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved document: its title, where it came from, and its rendered light markdown. */
export function DocumentCard({ document, isOwner, onEdit, onDelete }: DocumentCardProps) {
  return (
    <article
      className="flex flex-col gap-3 rounded-md border p-4"
      aria-labelledby={`ai-doc-${document.id}`}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`ai-doc-${document.id}`} className="font-semibold">
            {document.title}
          </h3>
          <Badge variant={document.source === "ai" ? "secondary" : "outline"}>
            {document.source === "ai" ? "AI" : "Manual"}
          </Badge>
        </div>
        {isOwner && (
          <EditDeleteButtons
            className="shrink-0"
            name={document.title}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </header>
      <Markdown source={document.content} />
    </article>
  );
}
