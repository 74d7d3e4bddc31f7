"use client";

// Writing comments: apart from reading them, so a viewer who cannot write never loads this.

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { CommentResponse } from "@/lib/comments/schemas";
import { commentKeys, commentPaths } from "./comments";

/** POST a comment; the form clears itself on success. */
export function useAddComment(videoId: number, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; timestamp: number | null; parentId?: number }) =>
      apiRequest<CommentResponse>("POST", commentPaths.list(videoId), input),
    onSuccess: async () => {
      toast({ title: "Comment added" });
      onAdded();
      await queryClient.invalidateQueries({ queryKey: commentKeys.list(videoId) });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to add comment. Please try again.",
        variant: "destructive",
      }),
  });
}

export function useDeleteComment(videoId: number, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) =>
      apiRequest("DELETE", commentPaths.comment(commentId, videoId)),
    onSuccess: async () => {
      toast({ title: "Comment deleted" });
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: commentKeys.list(videoId) });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to delete comment. Please try again.",
        variant: "destructive",
      }),
  });
}
