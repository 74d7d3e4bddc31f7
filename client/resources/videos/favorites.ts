"use client";

import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import { toast } from "@/client/toast/use-toast";
import { videoPaths } from "./paths";
import { libraryLists, videoKeys } from "./queries";

interface ToggleFavoriteInput {
  videoId: number;
  /** Whether the video is a favourite now (before the toggle). */
  isFavorite: boolean;
}

/** Adds or removes a favourite, with its toasts; signed-out visitors are told to log in. */
export function useToggleFavorite(signedIn: boolean) {
  const queryClient = useQueryClient();
  const mutation = useApiMutation({
    mutationFn: ({ videoId, isFavorite }: ToggleFavoriteInput) =>
      apiRequest(isFavorite ? "DELETE" : "POST", videoPaths.favorite(videoId)),
    onSuccess: (_data, { videoId, isFavorite }) =>
      queryClient.setQueryData(videoKeys.favorite(videoId), { isFavorite: !isFavorite }),
    success: (_data, { isFavorite }) =>
      isFavorite ? "Removed from favorites" : "Added to favorites",
    invalidate: libraryLists,
    failure: (_error, { isFavorite }) => ({
      title: "Action failed",
      fallback: isFavorite
        ? "Failed to remove from favorites. Please try again."
        : "Failed to add to favorites. Please try again.",
    }),
  });

  const toggle = (input: ToggleFavoriteInput) => {
    if (!signedIn) {
      toast({
        title: "Authentication required",
        description: "Please log in to add videos to favorites.",
        variant: "destructive",
      });
      return;
    }
    mutation.mutate(input);
  };

  return {
    toggle,
    pendingVideoId: mutation.isPending ? (mutation.variables?.videoId ?? null) : null,
  };
}
