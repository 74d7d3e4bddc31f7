"use client";

// Adding and removing reactions: apart from reading them, so a signed-out viewer never loads this.

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import type { ReactionEmoji, ReactionResponse } from "@/lib/reactions/shared";
import { reactionPaths, reactionsQuery } from "./reactions";

const reactionsKey = (videoId: number) => reactionsQuery(videoId).queryKey;

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
