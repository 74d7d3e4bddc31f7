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
      <ul className="flex flex-col gap-2">
        {viewers.map((viewer) => (
          <li
            key={viewer.key}
            className="flex items-center gap-3 text-sm"
            data-testid="insights-viewer"
          >
            <Avatar className="size-7">
              {viewer.user?.image && <AvatarImage src={viewer.user.image} alt="" />}
              <AvatarFallback className="text-xs">
                {viewer.user || viewer.recipient || viewer.gated ? initials(viewer.name) : "?"}
              </AvatarFallback>
            </Avatar>
            <span className="min-w-0 flex-1 truncate">{viewerLabel(viewer)}</span>
            {viewer.completed && <Check className="size-4" aria-label="Completed" />}
            {viewer.ctaClicked && (
              <MousePointerClick className="size-4" aria-label="Clicked the call to action" />
            )}
            <span className="text-muted-foreground text-xs">
              {formatRelativeDate(viewer.lastWatchedAt)}
            </span>
            <span className="w-12 text-right tabular-nums">
              {Math.round(viewer.percentWatched)}%
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Erase ${viewerLabel(viewer)}`}
              onClick={() => setErasing(viewer)}
            >
              <Trash2 className="size-4" />
            </Button>
          </li>
        ))}
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
