"use client";

import { Loader2, Pencil, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { useVideoSummary } from "@/client/resources/videos/summary";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { SUMMARY_MAX } from "@/lib/videos/shared";
import type { VideoResponse } from "@/lib/videos/serialize";

const HEADING: Record<string, string> = {
  extractive: "Summary (extracted from the transcript)",
  ai: "Summary (written by AI)",
};

interface VideoSummaryProps {
  video: Pick<VideoResponse, "id" | "summary" | "summarySource" | "transcript">;
  isOwner: boolean;
}

/**
 * The summary under the player, labelled by where it came from. The owner edits it (their words
 * are never replaced by automatic runs) or has it written anew from the transcript.
 */
export function VideoSummary({ video, isOwner }: VideoSummaryProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const { save, regenerate } = useVideoSummary(video.id, () => setDraft(null));
  const hasTranscript = video.transcript !== null && video.transcript !== "[]";
  if (!video.summary && !(isOwner && hasTranscript)) return null;
  const heading = HEADING[video.summarySource ?? ""] ?? "Summary";
  const busy = save.isPending || regenerate.isPending;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {heading}
        </h2>
        {isOwner && draft === null && (
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
            {hasTranscript && (
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
        )}
      </div>
      {draft === null ? (
        <p className="text-muted-foreground text-sm whitespace-pre-line" aria-busy={busy}>
          {video.summary ?? "No summary yet."}
        </p>
      ) : (
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
      )}
    </section>
  );
}
