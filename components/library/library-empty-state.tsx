"use client";

import { SearchX, Upload, Video } from "lucide-react";
import { Button } from "@/components/ui/button";
import { emptyStateFor, type LibraryTab } from "@/lib/videos/library/shared";
import { useCanRecord } from "@/components/workspace-context/workspace-provider";

interface LibraryEmptyStateProps {
  tab: LibraryTab;
  query: string;
  onClearSearch: () => void;
  onRecord: () => void;
  /** Opens the library's own upload (the header's Upload); no Upload button without it. */
  onUpload?: () => void;
}

/**
 * 'No videos found': search with no match, no favourites yet, or no recordings yet (then what to
 * do: record, or upload where the library takes uploads).
 */
export function LibraryEmptyState({
  tab,
  query,
  onClearSearch,
  onRecord,
  onUpload,
}: LibraryEmptyStateProps) {
  const state = emptyStateFor(tab, query);
  const canRecord = useCanRecord();
  const Icon = state.action === "clear-search" ? SearchX : Video;
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed px-6 py-16 text-center">
      <div className="bg-muted text-muted-foreground mb-4 flex size-14 items-center justify-center rounded-full">
        <Icon className="size-7" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">{state.title}</h2>
      <p className="text-muted-foreground mt-1 max-w-md text-sm">{state.description}</p>
      {state.action === "clear-search" && (
        <Button type="button" variant="outline" className="mt-6" onClick={onClearSearch}>
          Clear Search
        </Button>
      )}
      {state.action === "record" && canRecord && (
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button type="button" onClick={onRecord}>
            <Video aria-hidden />
            Record New Video
          </Button>
          {onUpload && (
            <Button type="button" variant="outline" onClick={onUpload}>
              <Upload aria-hidden />
              Upload a video
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
