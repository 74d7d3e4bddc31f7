"use client";

import { Loader2, Pencil, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useVideoSummary } from "@/client/resources/videos/summary";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { SUMMARY_MAX } from "@/lib/videos/shared";
import { SummaryView } from "./summary-view";
import { hasTranscript, type SummaryVideo } from "./summary-video";

/**
 * The owner's summary: they edit it (their words are never replaced by automatic runs) or have it
 * written anew from the transcript.
 */
export function OwnerVideoSummary({ video }: { video: SummaryVideo }) {
  const [draft, setDraft] = useState<string | null>(null);
  const { save, regenerate } = useVideoSummary(video.id, () => setDraft(null));
  const canGenerate = hasTranscript(video);
  if (!video.summary && !canGenerate) return null;
  const busy = save.isPending || regenerate.isPending;

  const actions = draft === null && (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => setDraft(video.summary ?? "")}
        disabled={busy}
      >
        <Pencil aria-hidden />
        {video.summary ? "Edit summary" : "Write summary"}
      </Button>
      {canGenerate && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => regenerate.mutate()}
          disabled={busy}
        >
          {regenerate.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <RefreshCw aria-hidden />
          )}
          {video.summary ? "Regenerate summary" : "Generate summary"}
        </Button>
      )}
    </div>
  );

  const editor = draft !== null && (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <Textarea
        aria-label="Summary"
        value={draft}
        maxLength={SUMMARY_MAX}
        rows={4}
        onChange={(event) => setDraft(event.target.value)}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          Save summary
        </Button>
      </div>
    </form>
  );

  return <SummaryView video={video} actions={actions} editor={editor || undefined} busy={busy} />;
}
