"use client";

import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/client/auth/use-session";
import { useMemo, useState } from "react";
import { favoriteVideosQuery } from "@/client/resources/videos/queries";
import { useToggleFavorite } from "@/client/resources/videos/favorites";
import { useMoveToFolder } from "@/client/resources/workspace-actions";
import { foldersQuery, workspaceVideosQuery } from "@/client/resources/workspaces";
import { DeleteVideoDialog } from "@/components/library/delete-video-dialog";
import { LibraryEmptyState } from "@/components/library/library-empty-state";
import { VideoGridSkeleton } from "@/components/library/video-grid-skeleton";
import { useStartRecording } from "@/components/recorder/use-start-recording";
import { ShareDialog } from "@/components/share/share-dialog";
import { Button } from "@/components/ui/button";
import type { VideoResponse } from "@/lib/videos/responses";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";
import { UploadButton } from "@/components/library/upload/upload-button";
import { UploadDropZone } from "@/components/library/upload/upload-drop-zone";
import { UploadList } from "@/components/library/upload/upload-list";
import { useFileUploads } from "@/components/library/upload/use-file-uploads";
import { canCreate } from "@/lib/workspaces/shared";
import { isAdmin } from "../roles";
import { FolderNav, type FolderFilter } from "./folder-nav";
import { WorkspaceVideoGrid, type LibraryVideo } from "./workspace-video-grid";

/** A team workspace's library: its folders beside the videos the caller may watch. */
export function WorkspaceLibrary({ workspace }: { workspace: WorkspaceResponse }) {
  const { data: session } = useSession();
  const selfId = session?.user?.id;
  const [filter, setFilter] = useState<FolderFilter>("all");
  const [sharing, setSharing] = useState<VideoResponse | null>(null);
  const [deleting, setDeleting] = useState<VideoResponse | null>(null);
  const folders = useQuery(foldersQuery(workspace.id));
  const videos = useQuery(
    workspaceVideosQuery(workspace.id, filter === "all" ? undefined : filter),
  );
  const favorites = useQuery(favoriteVideosQuery());
  const toggleFavorite = useToggleFavorite(true);
  const move = useMoveToFolder(workspace.id);
  const startRecording = useStartRecording();
  // Files dropped or picked here become videos of this workspace (a creator seat or above).
  const uploads = useFileUploads(workspace.id);
  const canUpload = canCreate(workspace.role);
  const favoriteIds = useMemo(
    () => new Set((favorites.data ?? []).map((video) => video.id)),
    [favorites.data],
  );
  const folderList = folders.data ?? [];
  const admin = isAdmin(workspace.role);
  const canMove = (video: LibraryVideo) => admin || video.userId === selfId;
  const moveVideo = (videoId: number, folderId: number | null) => {
    const label = folderList.find((folder) => folder.id === folderId)?.name ?? "No folder";
    move.mutate({ videoId, folderId, label });
  };
  const list: readonly LibraryVideo[] = videos.data ?? [];

  const library = (
    // One column of minmax(0, 1fr): an auto column would grow to the folder strip's full length
    // on phones, and the strip would widen the page instead of scrolling in its own box.
    <section aria-labelledby="workspace-library-heading" className="grid w-full grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="workspace-library-heading" className="text-2xl font-bold tracking-tight">
            {workspace.name}
          </h1>
          <p className="text-muted-foreground">
            Videos shared with the members of {workspace.name}
          </p>
        </div>
        {canUpload && (
          <UploadButton onFiles={(files) => void uploads.add(files)} audience={uploads.audience} />
        )}
      </header>
      <UploadList uploads={uploads} />
      <div className="flex min-w-0 flex-col gap-6 md:flex-row">
        <FolderNav
          workspaceId={workspace.id}
          folders={folderList}
          filter={filter}
          onFilter={setFilter}
          canManage={admin}
          onDropVideo={(videoId, folderId) => {
            const video = list.find((candidate) => candidate.id === videoId);
            if (video && canMove(video)) moveVideo(videoId, folderId);
          }}
        />
        <div className="min-w-0 flex-1">
          {videos.isPending ? (
            <VideoGridSkeleton layout="grid" />
          ) : videos.error && !videos.data ? (
            <div role="alert" className="text-destructive grid justify-items-center gap-3 py-10">
              <p>The videos could not be loaded ({videos.error.message}).</p>
              <Button type="button" variant="outline" onClick={() => void videos.refetch()}>
                Try again
              </Button>
            </div>
          ) : list.length === 0 && filter !== "all" ? (
            <p className="text-muted-foreground rounded-xl border border-dashed px-6 py-16 text-center">
              No videos here yet. Drag a video onto a folder, or use Move to folder on its card.
            </p>
          ) : list.length === 0 ? (
            <LibraryEmptyState
              tab="all"
              query=""
              onClearSearch={() => undefined}
              onRecord={startRecording}
            />
          ) : (
            <WorkspaceVideoGrid
              videos={list}
              layout="grid"
              folders={folderList}
              canMove={canMove}
              onMove={(video, folderId) => moveVideo(video.id, folderId)}
              favoriteIds={favoriteIds}
              pendingFavoriteId={toggleFavorite.pendingVideoId}
              onToggleFavorite={(video) =>
                toggleFavorite.toggle({ videoId: video.id, isFavorite: favoriteIds.has(video.id) })
              }
              onShare={setSharing}
              onDelete={setDeleting}
            />
          )}
        </div>
      </div>
      <ShareDialog video={sharing} onOpenChange={(open) => !open && setSharing(null)} />
      <DeleteVideoDialog video={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </section>
  );
  return canUpload ? (
    <UploadDropZone onFiles={(files) => void uploads.add(files)}>{library}</UploadDropZone>
  ) : (
    library
  );
}
