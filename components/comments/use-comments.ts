"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { queryKeys } from "@/lib/api-client/query-keys";
import { apiRequest } from "@/lib/api-client/fetch";
import type { CommentResponse } from "@/lib/comments/schemas";

export function useComments(videoId: number) {
  return useQuery<CommentResponse[]>({ queryKey: queryKeys.comments(videoId) });
}

/** POST a comment; the form clears itself on success. */
export function useAddComment(videoId: number, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; timestamp: number | null }) =>
      apiRequest<CommentResponse>("POST", `/api/videos/${videoId}/comments`, input),
    onSuccess: async () => {
      toast({ title: "Comment added" });
      onAdded();
      await queryClient.invalidateQueries({ queryKey: queryKeys.comments(videoId) });
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
      apiRequest("DELETE", `/api/comments/${commentId}?videoId=${videoId}`),
    onSuccess: async () => {
      toast({ title: "Comment deleted" });
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: queryKeys.comments(videoId) });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to delete comment. Please try again.",
        variant: "destructive",
      }),
  });
}
