"use client";

import { GenerateTranscriptButton } from "@/components/ai/transcript-generate-button";
import { formatClock } from "@/lib/format/time";
import { Badge } from "@/components/ui/badge";
import { usePlayer } from "@/components/player/player-context";
import type { Chapter, TranscriptSegment } from "@/lib/metadata/transcript";

interface TranscriptPanelProps {
  videoId: number;
  isOwner: boolean;
  segments: TranscriptSegment[];
  chapters: Chapter[];
  /** "offline": made by the offline recogniser, not AI; labelled so. */
  source: string | null;
}

function TimeButton({ seconds }: { seconds: number }) {
  const { seekTo } = usePlayer();
  return (
    <button
      type="button"
      onClick={() => seekTo(seconds)}
      aria-label={`Jump to ${formatClock(seconds)}`}
      className="text-primary shrink-0 rounded font-mono text-xs tabular-nums hover:underline focus-visible:ring-2 focus-visible:outline-none"
    >
      {formatClock(seconds)}
    </button>
  );
}

/** Chapters, then the transcript lines; every time seeks the player. */
export function TranscriptPanel({
  videoId,
  isOwner,
  segments,
  chapters,
  source,
}: TranscriptPanelProps) {
  const empty = segments.length === 0 && chapters.length === 0;
  return (
    <div className="flex flex-col gap-6">
      {(isOwner || (!empty && source === "offline")) && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {isOwner && <GenerateTranscriptButton videoId={videoId} hasTranscript={!empty} />}
          {!empty && source === "offline" && (
            <Badge
              variant="outline"
              title="Made on this server by an offline speech recogniser (pocketsphinx), not by AI"
            >
              Offline transcript
            </Badge>
          )}
        </div>
      )}
      {empty && <p className="text-muted-foreground py-8 text-center text-sm">No transcript yet</p>}
      {chapters.length > 0 && (
        <section aria-labelledby="chapters-title" className="flex flex-col gap-2">
          <h3 id="chapters-title" className="text-sm font-semibold">
            Chapters
          </h3>
          <ol className="flex flex-col gap-1">
            {chapters.map((chapter) => (
              <li
                key={`${chapter.startTime}-${chapter.title}`}
                className="flex items-baseline gap-3 text-sm"
              >
                <TimeButton seconds={chapter.startTime} />
                <span>{chapter.title}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {segments.length > 0 && (
        <section aria-labelledby="transcript-title" className="flex flex-col gap-2">
          <h3 id="transcript-title" className="text-sm font-semibold">
            Transcript
          </h3>
          <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto pr-2">
            {segments.map((segment, index) => (
              <li key={`${segment.time}-${index}`} className="flex items-baseline gap-3 text-sm">
                <TimeButton seconds={segment.time} />
                <span>{segment.text}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
