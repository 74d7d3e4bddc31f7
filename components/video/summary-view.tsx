import { useId, type ReactNode } from "react";
import type { VideoResponse } from "@/lib/videos/responses";

const HEADING: Record<string, string> = {
  extractive: "Summary (extracted from the transcript)",
  ai: "Summary (written by AI)",
};

interface SummaryViewProps {
  video: Pick<VideoResponse, "summary" | "summarySource">;
  /** The owner's Edit and Regenerate buttons. */
  actions?: ReactNode;
  /** The owner's editing form, shown instead of the text. */
  editor?: ReactNode;
  busy?: boolean;
}

/** The summary under the player, labelled by where it came from. */
export function SummaryView({ video, actions, editor, busy = false }: SummaryViewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {HEADING[video.summarySource ?? ""] ?? "Summary"}
        </h2>
        {actions}
      </div>
      {editor ?? (
        <p className="text-muted-foreground text-sm whitespace-pre-line" aria-busy={busy}>
          {video.summary ?? "No summary yet."}
        </p>
      )}
    </section>
  );
}
