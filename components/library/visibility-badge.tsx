"use client";

import { Globe, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";

/** What each state means, said the same way wherever the badge stands. */
const MEANING = {
  private: "Only you can watch this video",
  shared: "Anyone with the link can watch this video",
} as const;

/**
 * The Private / shared badge. Cards say 'Shared' and the video page 'Public' (both words stay),
 * so the two share the icon and the tooltip that says what they mean. The badge takes focus so
 * the tooltip opens from the keyboard too; it sits above a card's stretched link.
 */
export function VisibilityBadge({
  isPrivate,
  sharedLabel,
  className,
}: {
  isPrivate: boolean;
  /** 'Shared' on cards, 'Public' on the video page. */
  sharedLabel: "Shared" | "Public";
  className?: string;
}) {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <Badge
            tabIndex={0}
            data-testid="visibility-badge"
            variant={isPrivate ? "secondary" : "outline"}
            className={cn("relative z-10 cursor-default", className)}
          >
            {isPrivate ? <Lock aria-hidden /> : <Globe aria-hidden />}
            {isPrivate ? "Private" : sharedLabel}
          </Badge>
        </TooltipTrigger>
        <TooltipContent>{isPrivate ? MEANING.private : MEANING.shared}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
