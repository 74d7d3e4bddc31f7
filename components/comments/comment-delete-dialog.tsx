"use client";

import { useDeleteComment } from "@/client/resources/comment-mutations";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import type { CommentResponse } from "@/lib/comments/responses";

interface CommentDeleteDialogProps {
  videoId: number;
  /** The comment asked about; null once the dialog is closed. */
  comment: CommentResponse | null;
  onClose: () => void;
}

/** 'Are you sure you want to delete this comment?', and the deletion it confirms. */
export function CommentDeleteDialog({ videoId, comment, onClose }: CommentDeleteDialogProps) {
  const remove = useDeleteComment(videoId, onClose);
  return (
    <ConfirmDeleteDialog
      open={comment !== null}
      onClose={onClose}
      onConfirm={() => comment && remove.mutate(comment.id)}
      busy={remove.isPending}
      title="Are you sure you want to delete this comment?"
      description="This action cannot be undone."
    />
  );
}
