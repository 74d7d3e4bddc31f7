import { PercentBar } from "@/components/ui/percent-bar";
import { processingLabel } from "@/lib/format/processing";
import { CONVERSION_FAILED } from "@/lib/videos/shared";

/**
 * Stands where the player will be while an upload that no browser plays as it is (HEVC, ProRes,
 * AVI) becomes an MP4.
 */
export function ProcessingPlaceholder({
  progress,
  failed = false,
}: {
  progress: number | null;
  /** Converting failed: nothing will play. */
  failed?: boolean;
}) {
  if (failed) {
    return (
      <div
        className="bg-muted flex aspect-video w-full items-center justify-center rounded-xl p-6"
        data-testid="processing-placeholder"
      >
        <p role="status" className="text-sm font-medium">
          {CONVERSION_FAILED}
        </p>
      </div>
    );
  }
  return (
    <div
      className="bg-muted flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl p-6"
      data-testid="processing-placeholder"
    >
      <p role="status" className="text-sm font-medium">
        {processingLabel(progress)}
      </p>
      <PercentBar label="Processing" percent={progress ?? 0} className="w-full max-w-xs" />
      <p className="text-muted-foreground text-center text-xs">
        This file plays once it has been converted for the web.
      </p>
    </div>
  );
}
