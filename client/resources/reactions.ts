"use client";

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { ReactionEmoji, ReactionResponse } from "@/lib/reactions/shared";

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

export function useAddReaction(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { emoji: ReactionEmoji; time: number }) =>
      apiRequest<ReactionResponse>("POST", reactionPaths.list(videoId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reactionsKey(videoId) }),
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to add reaction. Please try again.",
        variant: "destructive",
      }),
  });
}

export function useDeleteReaction(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reactionId: number) => apiRequest("DELETE", reactionPaths.reaction(reactionId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reactionsKey(videoId) }),
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to remove reaction. Please try again.",
        variant: "destructive",
      }),
  });
}
