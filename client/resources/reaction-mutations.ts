"use client";

// Adding and removing reactions: apart from reading them, so a signed-out viewer never loads this.

import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { ReactionResponse } from "@/lib/reactions/responses";
import type { ReactionEmoji } from "@/lib/reactions/shared";
import { reactionPaths, reactionsQuery } from "./reactions";

const reactionsKey = (videoId: number) => reactionsQuery(videoId).queryKey;

export function useAddReaction(videoId: number) {
  return useApiMutation({
    mutationFn: (input: {
      emoji: ReactionEmoji;
      time: number;
      guestName?: string;
      guestEmail?: string;
    }) => apiRequest<ReactionResponse>("POST", reactionPaths.list(videoId), input),
    invalidate: [reactionsKey(videoId)],
    failure: { title: "Error", fallback: "Failed to add reaction. Please try again." },
  });
}

export function useDeleteReaction(videoId: number) {
  return useApiMutation({
    mutationFn: (reactionId: number) => apiRequest("DELETE", reactionPaths.reaction(reactionId)),
    invalidate: [reactionsKey(videoId)],
    failure: { title: "Error", fallback: "Failed to remove reaction. Please try again." },
  });
}
