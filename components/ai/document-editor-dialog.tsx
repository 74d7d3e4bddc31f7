"use client";

import { useState, type FormEvent } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/client/toast/use-toast";
import { CONTENT_REQUIRED, TITLE_REQUIRED } from "@/lib/ai/shared";
import type { AiDocumentResponse } from "@/lib/ai/documents/responses";
import { useAiDocumentMutations } from "@/client/resources/documents/mutations";

interface DocumentEditorDialogProps {
  videoId: number;
  /** The document to edit; null writes a new one. */
  editing: AiDocumentResponse | null;
  onClose: () => void;
}

/** Manual create and edit: a title and light-markdown content, both required. */
export function DocumentEditorDialog({ videoId, editing, onClose }: DocumentEditorDialogProps) {
  const { create, update } = useAiDocumentMutations(videoId);
  const [title, setTitle] = useState(editing?.title ?? "");
  const [content, setContent] = useState(editing?.content ?? "");
  const busy = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      toast({
        title: TITLE_REQUIRED,
        description: "Please enter a title for the document.",
        variant: "destructive",
      });
      return;
    }
    if (!content.trim()) {
      toast({
        title: CONTENT_REQUIRED,
        description: "Please enter the document's content.",
        variant: "destructive",
      });
      return;
    }
    const draft = { title: title.trim(), content };
    if (editing) update.mutate({ id: editing.id, ...draft }, { onSuccess: onClose });
    else create.mutate(draft, { onSuccess: onClose });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Edit document" : "New document"}
      description="Markdown: # headings, - bullets, **bold**, *italic* and `code`."
      onSubmit={submit}
      busy={busy}
      submitLabel={busy ? "Saving..." : "Save"}
      onCancel={onClose}
      className="sm:max-w-2xl"
      formClassName="flex flex-col"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="ai-document-title">Title</Label>
        <Input id="ai-document-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="ai-document-content">Content</Label>
        <Textarea
          id="ai-document-content"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={12}
          className="font-mono text-sm"
        />
      </div>
    </FormDialog>
  );
}
