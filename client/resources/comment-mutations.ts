"use client";

// Writing comments: apart from reading them, so a viewer who cannot write never loads this.

import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { CommentResponse } from "@/lib/comments/responses";
import { commentKeys, commentPaths } from "./comments";

/** POST a comment; the form clears itself on success. */
export function useAddComment(videoId: number, onAdded: () => void) {
  return useApiMutation({
    mutationFn: (input: {
      content: string;
      timestamp: number | null;
      parentId?: number;
      internal?: boolean;
      guestName?: string;
      guestEmail?: string;
    }) => apiRequest<CommentResponse>("POST", commentPaths.list(videoId), input),
    onSuccess: onAdded,
    success: "Comment added",
    invalidate: [commentKeys.list(videoId)],
    failure: { title: "Error", fallback: "Failed to add comment. Please try again." },
  });
}

export function useDeleteComment(videoId: number, onDeleted: () => void) {
  return useApiMutation({
    mutationFn: (commentId: number) =>
      apiRequest("DELETE", commentPaths.comment(commentId, videoId)),
    onSuccess: onDeleted,
    success: "Comment deleted",
    invalidate: [commentKeys.list(videoId)],
    failure: { title: "Error", fallback: "Failed to delete comment. Please try again." },
  });
}
