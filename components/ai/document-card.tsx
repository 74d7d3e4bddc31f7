"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AiDocumentResponse } from "@/lib/ai/documents/schemas";
import { Markdown } from "@/lib/markdown/render";

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
          <div className="flex shrink-0 gap-1">
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              onClick={onEdit}
              aria-label={`Edit ${document.title}`}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              onClick={onDelete}
              aria-label={`Delete ${document.title}`}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </header>
      <Markdown source={document.content} />
    </article>
  );
}
