"use client";

import type { SpokenMatches } from "@/lib/search/shared";
import type { VideoResponse } from "@/lib/videos/responses";
import { cn } from "@/lib/utils";
import { VideoCard, type LibraryLayout } from "./video-card";

/**
 * 1, 2, 3 or 4 columns by width (docs/product/limits-and-constants.md#layout); one column of wide
 * rows in list layout.
 */
export function videoGridClass(layout: LibraryLayout): string {
  return cn(
    "grid gap-4 sm:gap-6",
    layout === "grid" ? "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" : "grid-cols-1",
  );
}

export interface VideoGridProps {
  videos: readonly VideoResponse[];
  layout: LibraryLayout;
  favoriteIds: ReadonlySet<number>;
  /** While searching: where each video says the words (shown under its card). */
  spokenMatches?: SpokenMatches;
  pendingFavoriteId: number | null;
  onToggleFavorite: (video: VideoResponse) => void;
  onShare: (video: VideoResponse) => void;
  onDelete: (video: VideoResponse) => void;
}

export function VideoGrid({
  videos,
  layout,
  favoriteIds,
  spokenMatches,
  pendingFavoriteId,
  ...actions
}: VideoGridProps) {
  return (
    <ul className={videoGridClass(layout)} aria-label="Videos">
      {videos.map((video) => (
        <li key={video.id} className="min-w-0">
          <VideoCard
            video={video}
            layout={layout}
            isFavorite={favoriteIds.has(video.id)}
            favoritePending={pendingFavoriteId === video.id}
            spokenMatch={spokenMatches?.get(video.id)}
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}
