"use client";

import { FileText, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/client/toast/use-toast";
import type { AiDocumentResponse } from "@/lib/ai/documents/responses";
import { DocumentCard } from "./document-card";
import { DocumentEditorDialog } from "./document-editor-dialog";
import { DocumentGenerator } from "./document-generator";
import { useAiDocumentMutations } from "@/client/resources/documents/mutations";
import { useAiDocuments } from "@/client/resources/documents/queries";

interface AiDocumentsPanelProps {
  videoId: number;
  isOwner: boolean;
}

const LOAD_FAILED = "Failed to load AI documents";

/** The AI Document tab: the owner generates, writes, edits and deletes; everyone reads. */
export function AiDocumentsPanel({ videoId, isOwner }: AiDocumentsPanelProps) {
  const documents = useAiDocuments(videoId);
  const { remove } = useAiDocumentMutations(videoId);
  // A fresh key per opening resets the dialog's fields.
  const [editor, setEditor] = useState<{ key: number; editing: AiDocumentResponse | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<AiDocumentResponse | null>(null);
  const items = documents.data ?? [];

  useEffect(() => {
    if (documents.isError) toast({ title: LOAD_FAILED, variant: "destructive" });
  }, [documents.isError]);

  const confirmDelete = () => {
    if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };

  return (
    <div className="flex flex-col gap-6">
      {isOwner && <DocumentGenerator videoId={videoId} />}
      <section aria-labelledby={`ai-documents-${videoId}`} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`ai-documents-${videoId}`} className="text-base font-semibold">
            Documents
          </h2>
          {isOwner && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setEditor({ key: Date.now(), editing: null })}
            >
              <Plus aria-hidden />
              New document
            </Button>
          )}
        </div>
        {documents.isPending && <Skeleton className="h-24 w-full" />}
        {documents.isError && (
          <p role="alert" className="text-destructive text-sm">
            {LOAD_FAILED}
          </p>
        )}
        {documents.isSuccess && items.length === 0 && (
          <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-center text-sm">
            <FileText className="size-8" aria-hidden />
            No documents yet
          </div>
        )}
        {items.map((document) => (
          <DocumentCard
            key={document.id}
            document={document}
            isOwner={isOwner}
            onEdit={() => setEditor({ key: Date.now(), editing: document })}
            onDelete={() => setDeleting(document)}
          />
        ))}
      </section>
      {editor && (
        <DocumentEditorDialog
          key={editor.key}
          videoId={videoId}
          editing={editor.editing}
          onClose={() => setEditor(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        title="Delete this document?"
        description={<>&ldquo;{deleting?.title}&rdquo; will be deleted permanently.</>}
      />
    </div>
  );
}
