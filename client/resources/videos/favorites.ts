"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { toast } from "@/client/toast/use-toast";
import { videoPaths } from "./paths";
import { invalidateLibraryLists, videoKeys } from "./queries";

interface ToggleFavoriteInput {
  videoId: number;
  /** Whether the video is a favourite now (before the toggle). */
  isFavorite: boolean;
}

/** Adds or removes a favourite, with its toasts; signed-out visitors are told to log in. */
export function useToggleFavorite(signedIn: boolean) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ videoId, isFavorite }: ToggleFavoriteInput) =>
      apiRequest(isFavorite ? "DELETE" : "POST", videoPaths.favorite(videoId)),
    onSuccess: async (_data, { videoId, isFavorite }) => {
      queryClient.setQueryData(videoKeys.favorite(videoId), { isFavorite: !isFavorite });
      toast({ title: isFavorite ? "Removed from favorites" : "Added to favorites" });
      await invalidateLibraryLists(queryClient);
    },
    onError: (_error, { isFavorite }) => {
      toast({
        title: "Action failed",
        description: isFavorite
          ? "Failed to remove from favorites. Please try again."
          : "Failed to add to favorites. Please try again.",
        variant: "destructive",
      });
    },
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
