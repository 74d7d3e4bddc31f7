"use client";

import { VideoCard } from "@/components/library/video-card";
import { videoGridClass, type VideoGridProps } from "@/components/library/video-grid";
import type { VideoResponse } from "@/lib/videos/responses";
import type { FolderResponse } from "@/lib/workspaces/responses";
import type { VideoPlacement } from "@/lib/workspaces/shared";
import { startVideoDrag } from "./drag";
import { MoveToFolderMenu } from "./move-to-folder-menu";

export type LibraryVideo = VideoResponse & VideoPlacement;

interface WorkspaceVideoGridProps extends Omit<VideoGridProps, "videos"> {
  videos: readonly LibraryVideo[];
  folders: readonly FolderResponse[];
  /** Whether the caller may move this video (an admin, or its creator). */
  canMove: (video: LibraryVideo) => boolean;
  onMove: (video: LibraryVideo, folderId: number | null) => void;
}

/** The workspace's cards: the ones the caller may move drag onto a folder and have Move to folder. */
export function WorkspaceVideoGrid({
  videos,
  layout,
  folders,
  canMove,
  onMove,
  favoriteIds,
  pendingFavoriteId,
  ...actions
}: WorkspaceVideoGridProps) {
  return (
    <ul className={videoGridClass(layout)} aria-label="Videos">
      {videos.map((video) => {
        const movable = canMove(video);
        return (
          <li
            key={video.id}
            className="min-w-0"
            draggable={movable}
            onDragStart={movable ? (event) => startVideoDrag(event, video.id) : undefined}
          >
            <VideoCard
              video={video}
              layout={layout}
              isFavorite={favoriteIds.has(video.id)}
              favoritePending={pendingFavoriteId === video.id}
              extraActions={
                movable ? (
                  <MoveToFolderMenu
                    folders={folders}
                    folderId={video.folderId ?? null}
                    onMove={(folderId) => onMove(video, folderId)}
                  />
                ) : null
              }
              {...actions}
            />
          </li>
        );
      })}
    </ul>
  );
}
