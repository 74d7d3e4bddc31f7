"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/toast/use-toast";
import { apiRequest } from "@/client/api/fetch";
import { queryKeys } from "@/client/api/query-keys";
import { invalidateLibraryLists } from "../../client/resources/library-lists";

interface ToggleFavoriteInput {
  videoId: number;
  /** Whether the video is a favourite now (before the toggle). */
  isFavorite: boolean;
}

/** Adds or removes a favourite with the toasts of SPEC.md sections 5 and 8. */
export function useToggleFavorite(signedIn: boolean) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ videoId, isFavorite }: ToggleFavoriteInput) =>
      apiRequest(isFavorite ? "DELETE" : "POST", `/api/favorites/${videoId}`),
    onSuccess: async (_data, { videoId, isFavorite }) => {
      queryClient.setQueryData(queryKeys.favorite(videoId), { isFavorite: !isFavorite });
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
