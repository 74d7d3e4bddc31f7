import { PercentBar } from "@/components/ui/percent-bar";
import { TRANSCRIBING } from "@/lib/ai/shared";

/**
 * The Transcript tab while the automatic transcript is queued or running: what is happening and
 * how far along it is (a queued one, or a worker that has not reported yet, shows an empty bar).
 */
export function TranscriptPending({ progress }: { progress: number | null }) {
  const percent = progress ?? 0;
  return (
    <div className="flex flex-col gap-2 py-6" role="status">
      <p className="text-muted-foreground text-center text-sm">
        {TRANSCRIBING}
        {progress !== null && progress > 0 ? ` ${percent}%` : ""}
      </p>
      <PercentBar
        label="Transcript progress"
        percent={percent}
        className="mx-auto w-full max-w-xs"
      />
    </div>
  );
}
