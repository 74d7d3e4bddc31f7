"use client";

import { GenerateTranscriptButton } from "@/components/ai/transcript-generate-button";
import { formatClock } from "@/lib/format/time";
import { Badge } from "@/components/ui/badge";
import { usePlayer } from "@/components/player/player-context";
import type { Chapter, TranscriptSegment } from "@/lib/timeline/transcript";
import { cn } from "@/lib/utils";
import { AUTO_TRANSCRIPT_FAILED } from "@/lib/ai/shared";
import { isTranscriptPending } from "@/lib/videos/shared";
import type { TranscriptStatus } from "@/lib/videos/responses";
import { TranscriptEditor } from "./transcript-editor";
import { TranscriptPending } from "./transcript-pending";

interface TimedEntry {
  key: string;
  seconds: number;
  text: string;
}

/** A titled list of lines, each led by the time it starts at; nothing when there are none. */
function TimedSection(props: {
  id: string;
  title: string;
  listClassName: string;
  entries: TimedEntry[];
}) {
  if (props.entries.length === 0) return null;
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-2">
      <h3 id={props.id} className="text-sm font-semibold">
        {props.title}
      </h3>
      <ol className={cn("flex flex-col", props.listClassName)}>
        {props.entries.map((entry) => (
          <li key={entry.key} className="flex items-baseline gap-3 text-sm">
            <TimeButton seconds={entry.seconds} />
            <span>{entry.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface TranscriptPanelProps {
  videoId: number;
  isOwner: boolean;
  segments: TranscriptSegment[];
  chapters: Chapter[];
  /** "offline": made by the offline recogniser, not AI; labelled so. */
  source: string | null;
  /** The owner's video, which they may edit by text; null for everyone else. */
  editable: { workspaceId: number; duration: number } | null;
  /** The video's transcriptStatus: queued or running shows it coming, with no Generate button. */
  status: TranscriptStatus;
  /** Percent done while running; null when the worker has not said. */
  progress: number | null;
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
  editable,
  status,
  progress,
}: TranscriptPanelProps) {
  const empty = segments.length === 0 && chapters.length === 0;
  // An owner pressing Generate now would transcribe the same audio twice.
  const pending = empty && isTranscriptPending(status);
  const showButton = isOwner && !pending;
  const transcript = (
    <TimedSection
      id="transcript-title"
      title="Transcript"
      listClassName="max-h-96 gap-2 overflow-y-auto pr-2"
      entries={segments.map((segment, index) => ({
        key: `${segment.time}-${index}`,
        seconds: segment.time,
        text: segment.text,
      }))}
    />
  );
  const timedWords = segments.some((s) => (s.words?.length ?? 0) > 0);
  return (
    <div className="flex flex-col gap-6">
      {(showButton || (!empty && source === "offline")) && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          {showButton && <GenerateTranscriptButton videoId={videoId} hasTranscript={!empty} />}
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
      {showButton && empty && status === "failed" && (
        <p className="text-muted-foreground text-sm">{AUTO_TRANSCRIPT_FAILED}</p>
      )}
      {pending && <TranscriptPending progress={status === "running" ? progress : null} />}
      {empty && !pending && (
        <p className="text-muted-foreground py-8 text-center text-sm">No transcript yet</p>
      )}
      <TimedSection
        id="chapters-title"
        title="Chapters"
        listClassName="gap-1"
        entries={chapters.map((chapter) => ({
          key: `${chapter.startTime}-${chapter.title}`,
          seconds: chapter.startTime,
          text: chapter.title,
        }))}
      />
      {editable && timedWords ? (
        <TranscriptEditor videoId={videoId} segments={segments} {...editable}>
          {transcript}
        </TranscriptEditor>
      ) : (
        transcript
      )}
    </div>
  );
}
