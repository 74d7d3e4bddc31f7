"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/toast/use-toast";
import { apiFetch, apiRequest, throwIfNotOk } from "@/client/api/fetch";
import { queryKeys } from "@/client/api/query-keys";
import type { CommentResponse, CommentThread } from "@/lib/comments/schemas";

const commentsKey = queryKeys.comments;

interface CommentsPage {
  comments: CommentThread[];
  nextCursor: string | null;
}

/** The comment threads, a page (50 top-level comments) at a time; X-Next-Cursor names the next. */
export function useComments(videoId: number) {
  const query = useInfiniteQuery({
    queryKey: commentsKey(videoId),
    initialPageParam: "",
    queryFn: async ({ pageParam, signal }): Promise<CommentsPage> => {
      const cursor = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : "";
      const response = await apiFetch(`/api/videos/${videoId}/comments${cursor}`, { signal });
      await throwIfNotOk(response);
      return {
        comments: (await response.json()) as CommentThread[],
        nextCursor: response.headers.get("X-Next-Cursor"),
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const threads = query.data?.pages.flatMap((page) => page.comments);
  const count =
    threads?.reduce((sum, thread) => sum + thread.replies.length + (thread.deleted ? 0 : 1), 0) ??
    0;
  return { ...query, threads, count };
}

/** POST a comment; the form clears itself on success. */
export function useAddComment(videoId: number, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; timestamp: number | null; parentId?: number }) =>
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
