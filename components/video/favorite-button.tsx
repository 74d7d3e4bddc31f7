"use client";

import { useQuery } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useToggleFavorite } from "@/client/resources/videos/favorites";
import { favoriteStatusQuery } from "@/client/resources/videos/queries";
import { cn } from "@/lib/utils";

/** The favourite heart (signed-in users only). */
export function FavoriteButton({ videoId }: { videoId: number }) {
  const status = useQuery(favoriteStatusQuery(videoId));
  const { toggle, pendingVideoId } = useToggleFavorite(true);
  const isFavorite = status.data?.isFavorite ?? false;
  const label = isFavorite ? "Remove from favorites" : "Add to favorites";
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={isFavorite}
      disabled={status.isPending || pendingVideoId === videoId}
      onClick={() => toggle({ videoId, isFavorite })}
    >
      <Heart aria-hidden className={cn(isFavorite && "fill-red-500 text-red-500")} />
    </Button>
  );
}
