"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReactionResponse } from "@/lib/reactions/responses";

/** The REST paths of reactions: the only place browser code writes them. */
export const reactionPaths = {
  list: (videoId: number) => `/api/videos/${videoId}/reactions`,
  reaction: (reactionId: number) => `/api/reactions/${reactionId}`,
};

const reactionsKey = (videoId: number) => [reactionPaths.list(videoId)];

export const reactionsQuery = (videoId: number) =>
  queryOptions<ReactionResponse[]>({ queryKey: reactionsKey(videoId) });

export function useReactions(videoId: number) {
  return useQuery(reactionsQuery(videoId));
}
