"use client";

import { Download, Heart, Share2, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface VideoCardActionsProps {
  isFavorite: boolean;
  favoritePending: boolean;
  onToggleFavorite: () => void;
  onShare: () => void;
  /** The video's download route: the browser saves the file it answers. */
  downloadHref: string;
  onDelete: () => void;
  className?: string;
  /** More actions (a workspace library's Move to folder), before Delete. */
  children?: ReactNode;
}

/** The look of a card action: a small round button over the thumbnail. */
export const cardActionClass =
  "bg-background/90 text-foreground hover:bg-background size-8 rounded-full shadow-sm backdrop-blur";

/** Favourite, share, download and delete: shown on hover, on keyboard focus, and always on touch screens. */
export function VideoCardActions({
  isFavorite,
  favoritePending,
  onToggleFavorite,
  onShare,
  downloadHref,
  onDelete,
  className,
  children,
}: VideoCardActionsProps) {
  const favoriteLabel = isFavorite ? "Remove from favorites" : "Add to favorites";
  return (
    <div
      className={cn(
        "flex gap-1.5 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100",
        isFavorite && "opacity-100",
        className,
      )}
    >
      <Button
        type="button"
        size="icon-sm"
        variant="ghost"
        className={cardActionClass}
        aria-label={favoriteLabel}
        aria-pressed={isFavorite}
        title={favoriteLabel}
        disabled={favoritePending}
        onClick={onToggleFavorite}
      >
        <Heart className={cn(isFavorite && "fill-red-500 text-red-500")} aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon-sm"
        variant="ghost"
        className={cardActionClass}
        aria-label="Share video"
        title="Share video"
        onClick={onShare}
      >
        <Share2 aria-hidden />
      </Button>
      <Button asChild size="icon-sm" variant="ghost" className={cardActionClass}>
        <a href={downloadHref} download aria-label="Download video" title="Download video">
          <Download aria-hidden />
        </a>
      </Button>
      {children}
      <Button
        type="button"
        size="icon-sm"
        variant="ghost"
        className={cn(cardActionClass, "hover:text-destructive")}
        aria-label="Delete video"
        title="Delete video"
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
