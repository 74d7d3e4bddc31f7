"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/toast/use-toast";
import { apiRequest } from "@/client/api/fetch";
import type { ReactionEmoji, ReactionResponse } from "@/lib/reactions/shared";

export const reactionsKey = (videoId: number) => [`/api/videos/${videoId}/reactions`];

export function useReactions(videoId: number) {
  return useQuery<ReactionResponse[]>({ queryKey: reactionsKey(videoId) });
}

export function useAddReaction(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { emoji: ReactionEmoji; time: number }) =>
      apiRequest<ReactionResponse>("POST", `/api/videos/${videoId}/reactions`, input),
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
    mutationFn: (reactionId: number) => apiRequest("DELETE", `/api/reactions/${reactionId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reactionsKey(videoId) }),
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to remove reaction. Please try again.",
        variant: "destructive",
      }),
  });
}
