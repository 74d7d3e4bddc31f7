import { PercentBar } from "@/components/ui/percent-bar";
import { processingLabel } from "@/lib/format/processing";
import { CONVERSION_FAILED } from "@/lib/videos/shared";

/**
 * Stands where the player will be while an upload that no browser plays as it is (HEVC, ProRes,
 * AVI) becomes an MP4: over the video's own thumbnail as soon as processing has made it.
 */
export function ProcessingPlaceholder({
  progress,
  thumbnailUrl = null,
  failed = false,
}: {
  progress: number | null;
  thumbnailUrl?: string | null;
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
      className="bg-muted relative flex aspect-video w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-xl p-6"
      data-testid="processing-placeholder"
    >
      {thumbnailUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- the media route's own image, not optimisable
        <img
          src={thumbnailUrl}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-30"
          data-testid="processing-thumbnail"
        />
      )}
      <p role="status" className="relative text-sm font-medium">
        {processingLabel(progress)}
      </p>
      <PercentBar label="Processing" percent={progress ?? 0} className="relative w-full max-w-xs" />
      <p className="text-muted-foreground relative text-center text-xs">
        This file plays once it has been converted for the web.
      </p>
    </div>
  );
}
