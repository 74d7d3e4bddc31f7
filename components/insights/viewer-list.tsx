"use client";

import { Check, MousePointerClick, Trash2 } from "lucide-react";
import { useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { useEraseViewer } from "@/client/resources/insights";
import { initials } from "@/lib/format/initials";
import { gatedViewerName } from "@/lib/format/person-name";
import { formatRelativeDate } from "@/lib/format/relative-date";
import type { InsightsViewer } from "@/lib/audience/responses";

/**
 * "Jane (Acme)" for a tracked link's recipient, "Jane (jane@acme.com)" for a viewer named at the
 * email gate (the address alone when they gave no name), else the viewer's name.
 */
function viewerLabel(viewer: InsightsViewer): string {
  if (viewer.recipient?.company) return `${viewer.name} (${viewer.recipient.company})`;
  if (viewer.gated) return gatedViewerName(viewer.gated);
  return viewer.name;
}

/**
 * One line per viewer: who, when, whether they completed and clicked, and how far they watched;
 * the owner can erase a viewer's record (a prospect who asks to be forgotten).
 */
export function ViewerList({ videoId, viewers }: { videoId: number; viewers: InsightsViewer[] }) {
  const [erasing, setErasing] = useState<InsightsViewer | null>(null);
  const erase = useEraseViewer(videoId);
  return (
    <>
      {/* From 768 px the floating record button (bottom right, 80 px from the edge) is shown: the
          rows keep their erase buttons out of its column, and a row focused from the keyboard
          scrolls clear above it. */}
      <ul className="flex flex-col gap-3 md:pr-[max(0px,calc(68px_-_(100vw_-_min(100vw,1400px))_/_2))]">
        {viewers.map((viewer) => {
          const label = viewerLabel(viewer);
          return (
            <li
              key={viewer.key}
              className="flex items-start gap-3 text-sm md:scroll-mb-24"
              data-testid="insights-viewer"
            >
              <Avatar className="size-7">
                {viewer.user?.image && <AvatarImage src={viewer.user.image} alt="" />}
                <AvatarFallback className="text-xs">
                  {viewer.user || viewer.recipient || viewer.gated ? initials(viewer.name) : "?"}
                </AvatarFallback>
              </Avatar>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="break-words [overflow-wrap:anywhere]" title={label}>
                  {label}
                </span>
                <span className="text-muted-foreground flex flex-wrap items-center gap-x-2 text-xs">
                  {formatRelativeDate(viewer.lastWatchedAt)}
                  {viewer.completed && <Check className="size-3.5" aria-label="Completed" />}
                  {viewer.ctaClicked && (
                    <MousePointerClick
                      className="size-3.5"
                      aria-label="Clicked the call to action"
                    />
                  )}
                </span>
              </div>
              <span className="w-10 shrink-0 pt-0.5 text-right tabular-nums">
                {Math.round(viewer.percentWatched)}%
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 shrink-0"
                aria-label={`Erase ${label}`}
                onClick={() => setErasing(viewer)}
              >
                <Trash2 className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDeleteDialog
        open={erasing !== null}
        onClose={() => setErasing(null)}
        onConfirm={() =>
          erasing && erase.mutate(erasing.key, { onSuccess: () => setErasing(null) })
        }
        busy={erase.isPending}
        title="Erase this viewer?"
        description={
          <>
            Everything kept about {erasing ? viewerLabel(erasing) : "this viewer"} on this video
            goes: their views, watch sessions and clicks, and for a viewer who gave an email, that
            email with their comments and reactions. The video&apos;s totals stay, naming nobody.
          </>
        }
      />
    </>
  );
}
