"use client";

import { Sparkles } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/client/toast/use-toast";
import { AI_WRITING_UNAVAILABLE, PROMPT_REQUIRED, TITLE_REQUIRED } from "@/lib/ai/shared";
import { useAiStatus } from "@/client/resources/ai-status";
import type { GeneratedDocument } from "@/lib/ai/documents/responses";
import { Markdown } from "@/lib/content/markdown/render";
import { generationErrorMessage } from "@/client/resources/documents/generate";
import { GenerationProgress } from "./generation-progress";
import { useAiDocumentMutations } from "@/client/resources/documents/mutations";

/**
 * The owner's prompt entry, the generating state, then the preview to save or discard. Without AI
 * writing on the server it is not shown, except to an operator, who sees it disabled and why.
 */
export function DocumentGenerator({ videoId }: { videoId: number }) {
  const { generate, create } = useAiDocumentMutations(videoId);
  const [prompt, setPrompt] = useState("");
  const [preview, setPreview] = useState<GeneratedDocument | null>(null);
  const { writing, operator } = useAiStatus();
  const hintId = `ai-prompt-unavailable-${videoId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!prompt.trim()) {
      toast({ title: "Input required", description: PROMPT_REQUIRED, variant: "destructive" });
      return;
    }
    setPreview(null);
    generate.mutate(prompt.trim(), { onSuccess: (document) => setPreview(document) });
  };

  const save = () => {
    if (!preview) return;
    if (!preview.title.trim()) {
      toast({
        title: TITLE_REQUIRED,
        description: "Please enter a title for the document.",
        variant: "destructive",
      });
      return;
    }
    create.mutate(
      { title: preview.title.trim(), content: preview.content, source: "ai" },
      {
        onSuccess: () => {
          setPreview(null);
          setPrompt("");
        },
      },
    );
  };

  if (!writing && !operator) return null;
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
        <Label htmlFor={`ai-prompt-${videoId}`}>Generate a document with AI</Label>
        <Textarea
          id={`ai-prompt-${videoId}`}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          placeholder="e.g. Summarize the key points as a bullet list"
          rows={3}
          disabled={generate.isPending || !writing}
          aria-describedby={writing ? undefined : hintId}
        />
        <div className="flex items-center justify-end gap-3">
          {writing ? null : (
            <p id={hintId} className="text-muted-foreground mr-auto text-sm">
              {AI_WRITING_UNAVAILABLE}
            </p>
          )}
          <Button type="submit" disabled={generate.isPending || !writing}>
            <Sparkles aria-hidden />
            {generate.isPending ? "Generating..." : "Generate"}
          </Button>
        </div>
      </form>
      {generate.isPending && <GenerationProgress />}
      {generate.isError && !generate.isPending && (
        <p role="alert" className="text-destructive text-sm">
          {generationErrorMessage(generate.error)}
        </p>
      )}
      {preview && (
        <section
          aria-label="Generated document preview"
          className="flex flex-col gap-3 rounded-md border p-4"
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`ai-preview-title-${videoId}`}>Title</Label>
            <Input
              id={`ai-preview-title-${videoId}`}
              value={preview.title}
              onChange={(event) => setPreview({ ...preview, title: event.target.value })}
            />
          </div>
          <p className="text-muted-foreground text-xs">Preview (AI-generated, not saved yet)</p>
          <Markdown source={preview.content} />
          <div className="flex justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => setPreview(null)}
              disabled={create.isPending}
            >
              Discard
            </Button>
            <Button type="button" onClick={save} disabled={create.isPending}>
              {create.isPending ? "Saving..." : "Save"}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
