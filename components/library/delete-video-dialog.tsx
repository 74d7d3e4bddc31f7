"use client";

import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { useDeleteVideo } from "@/client/resources/videos/mutations";

export interface DeleteVideoDialogProps {
  /** The video to delete; null keeps the dialog closed. */
  video: { id: number; title: string } | null;
  onOpenChange: (open: boolean) => void;
  /** After a successful delete (the video page navigates to / here). */
  onDeleted?: (videoId: number) => void;
}

/** 'Are you sure you want to delete this video?' with Cancel and Delete ('Deleting...'). */
export function DeleteVideoDialog({ video, onOpenChange, onDeleted }: DeleteVideoDialogProps) {
  const deletion = useDeleteVideo((videoId) => {
    onOpenChange(false);
    onDeleted?.(videoId);
  });
  return (
    <ConfirmDeleteDialog
      open={video !== null}
      onClose={() => onOpenChange(false)}
      onConfirm={() => video && deletion.mutate(video.id)}
      busy={deletion.isPending}
      title="Are you sure you want to delete this video?"
      description={
        <>
          {video ? <>&ldquo;{video.title}&rdquo; will be permanently deleted. </> : null}
          This action cannot be undone: the video, its comments, attachments and documents are
          removed for good.
        </>
      }
    />
  );
}
