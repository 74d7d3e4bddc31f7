"use client";

import type { MouseEvent } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { useDeleteVideo } from "./use-delete-video";

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
  const busy = deletion.isPending;

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault(); // keep the dialog open while the request runs
    if (video && !busy) deletion.mutate(video.id);
  };

  return (
    <AlertDialog
      open={video !== null}
      onOpenChange={(open) => {
        if (!busy) onOpenChange(open);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this video?</AlertDialogTitle>
          <AlertDialogDescription>
            {video ? <>&ldquo;{video.title}&rdquo; will be permanently deleted. </> : null}
            This action cannot be undone: the video, its comments, attachments and documents are
            removed for good.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={busy}
            aria-busy={busy}
            onClick={confirm}
          >
            {busy ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
