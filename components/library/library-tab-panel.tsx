"use client";

import { Button } from "@/components/ui/button";
import type { LibraryTab } from "@/lib/videos/library/shared";
import type { VideoResponse } from "@/lib/videos/responses";
import type { LibraryLayout } from "./video-card";
import { LibraryEmptyState } from "./library-empty-state";
import { VideoGrid, type VideoGridProps } from "./video-grid";
import { VideoGridSkeleton } from "./video-grid-skeleton";

export interface LibraryTabPanelProps extends Omit<VideoGridProps, "videos"> {
  tab: LibraryTab;
  query: string;
  videos: readonly VideoResponse[];
  loading: boolean;
  error: Error | null;
  layout: LibraryLayout;
  onRetry: () => void;
  onClearSearch: () => void;
  onRecord: () => void;
  onUpload?: () => void;
}

/** One tab's content: the skeleton while loading, an error, the empty state, or the videos. */
export function LibraryTabPanel({
  tab,
  query,
  videos,
  loading,
  error,
  onRetry,
  onClearSearch,
  onRecord,
  onUpload,
  ...grid
}: LibraryTabPanelProps) {
  if (loading) return <VideoGridSkeleton layout={grid.layout} />;
  if (error) {
    return (
      <div
        role="alert"
        className="border-destructive/40 text-destructive flex flex-col items-center gap-3 rounded-xl border px-6 py-10 text-center text-sm"
      >
        <p>Your videos could not be loaded ({error.message}).</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (videos.length === 0) {
    return (
      <LibraryEmptyState
        tab={tab}
        query={query}
        onClearSearch={onClearSearch}
        onRecord={onRecord}
        onUpload={onUpload}
      />
    );
  }
  return <VideoGrid videos={videos} {...grid} />;
}
