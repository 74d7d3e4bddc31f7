"use client";

import { Eye } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatRelativeDate } from "@/lib/format/relative-date";
import { formatClock } from "@/lib/format/time";
import type { SearchMatch } from "@/lib/search/shared";
import type { VideoResponse } from "@/lib/videos/responses";
import { cn } from "@/lib/utils";
import { videoPaths } from "@/client/resources/videos/paths";
import { VideoCardActions } from "./video-card-actions";
import { VideoThumbnail } from "./video-thumbnail";
import { AccessBadges } from "@/components/library/access-badges";
import { VisibilityBadge } from "./visibility-badge";

export type LibraryLayout = "grid" | "list";

export interface VideoCardProps {
  video: VideoResponse;
  layout: LibraryLayout;
  isFavorite: boolean;
  favoritePending: boolean;
  /** The transcript line that says what was searched for; it opens the video at that moment. */
  spokenMatch?: SearchMatch;
  onToggleFavorite: (video: VideoResponse) => void;
  onShare: (video: VideoResponse) => void;
  onDelete: (video: VideoResponse) => void;
  /** More card actions, shown before Delete. */
  extraActions?: ReactNode;
}

const viewCount = (views: number) => `${views} ${views === 1 ? "view" : "views"}`;

/**
 * A video in the library. The title link stretches over the whole card (so a click anywhere
 * opens /video/{id}); the action buttons sit above it and stay separately focusable.
 */
export function VideoCard({
  video,
  layout,
  isFavorite,
  favoritePending,
  spokenMatch,
  onToggleFavorite,
  onShare,
  onDelete,
  extraActions,
}: VideoCardProps) {
  const list = layout === "list";
  return (
    <article
      data-testid="video-card"
      aria-label={video.title}
      className={cn(
        "group bg-card text-card-foreground relative overflow-hidden rounded-xl border shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md",
        list && "flex flex-col sm:flex-row",
      )}
    >
      <div className={cn(list && "sm:w-64 sm:shrink-0 md:w-80")}>
        <VideoThumbnail video={video} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <h3 className="line-clamp-2 leading-snug font-semibold">
          <Link
            href={`/video/${video.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {video.title}
          </Link>
        </h3>
        <p className="text-muted-foreground text-sm">
          Created {formatRelativeDate(video.createdAt)}
        </p>
        {spokenMatch && (
          <Link
            data-testid="search-match"
            href={`/video/${video.id}?t=${spokenMatch.time}`}
            aria-label={`Play from ${formatClock(spokenMatch.time)}: ${spokenMatch.text}`}
            className="hover:bg-muted focus-visible:ring-ring/50 relative z-10 -mx-1 flex items-baseline gap-2 rounded px-1 text-sm outline-none focus-visible:ring-[3px]"
          >
            <span className="text-primary shrink-0 font-mono text-xs tabular-nums">
              {formatClock(spokenMatch.time)}
            </span>
            <span className="text-muted-foreground line-clamp-2">“{spokenMatch.text}”</span>
          </Link>
        )}
        {list && video.description && (
          <p className="text-muted-foreground line-clamp-2 text-sm">{video.description}</p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <span className="flex flex-wrap items-center gap-1">
            <VisibilityBadge video={video} sharedLabel="Shared" />
            <AccessBadges video={video} />
          </span>
          <span className="text-muted-foreground flex items-center gap-1">
            <Eye className="size-4" aria-hidden />
            {viewCount(video.views)}
            {video.averagePercentWatched !== undefined && (
              <span data-testid="average-watched">
                {" · "}
                {Math.round(video.averagePercentWatched)}% watched
              </span>
            )}
          </span>
        </div>
      </div>
      <VideoCardActions
        className="absolute top-2 right-2 z-10"
        isFavorite={isFavorite}
        favoritePending={favoritePending}
        onToggleFavorite={() => onToggleFavorite(video)}
        onShare={() => onShare(video)}
        downloadHref={videoPaths.download(video.id)}
        onDelete={() => onDelete(video)}
      >
        {extraActions}
      </VideoCardActions>
    </article>
  );
}
