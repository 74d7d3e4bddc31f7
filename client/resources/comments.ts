"use client";

import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch, throwIfNotOk } from "@/client/http/fetch";
import { readJson } from "@/client/http/json";
import type { CommentThread, commentThreadsResponse } from "@/lib/comments/responses";

/** The REST paths of comments: the only place browser code writes them. */
export const commentPaths = {
  list: (videoId: number) => `/api/videos/${videoId}/comments`,
  page: (videoId: number, cursor: string) =>
    `/api/videos/${videoId}/comments${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
  comment: (commentId: number, videoId: number) => `/api/comments/${commentId}?videoId=${videoId}`,
};

/** The key is the list's path; its pages are fetched with `?cursor=` from X-Next-Cursor. */
export const commentKeys = {
  list: (videoId: number) => [commentPaths.list(videoId)],
};

interface CommentsPage {
  comments: CommentThread[];
  nextCursor: string | null;
}

/** The comment threads, a page (50 top-level comments) at a time; X-Next-Cursor names the next. */
export const commentsQuery = (videoId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(videoId),
    initialPageParam: "",
    queryFn: async ({ pageParam, signal }): Promise<CommentsPage> => {
      const response = await apiFetch(commentPaths.page(videoId, pageParam), { signal });
      await throwIfNotOk(response);
      return {
        comments: await readJson<typeof commentThreadsResponse>(response),
        nextCursor: response.headers.get("X-Next-Cursor"),
      };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The threads, and the count the Comments tab shows (replies and live comments). */
export function useComments(videoId: number) {
  const query = useInfiniteQuery(commentsQuery(videoId));
  const threads = query.data?.pages.flatMap((page) => page.comments);
  const count =
    threads?.reduce((sum, thread) => sum + thread.replies.length + (thread.deleted ? 0 : 1), 0) ??
    0;
  return { ...query, threads, count };
}
