"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/client/toast/use-toast";
import { apiRequest } from "@/client/api/fetch";
import { queryKeys } from "@/client/api/query-keys";
import { clearUploadTrackingForVideo } from "@/client/upload-tracking";
import { invalidateLibraryLists } from "../../client/resources/library-lists";

/** DELETE /api/videos/{id}, then refresh the lists and drop upload tracking that points to it. */
export function useDeleteVideo(onDeleted?: (videoId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => apiRequest("DELETE", `/api/videos/${videoId}`),
    onSuccess: async (_data, videoId) => {
      clearUploadTrackingForVideo(videoId);
      queryClient.removeQueries({ queryKey: queryKeys.video(videoId), exact: true });
      queryClient.removeQueries({ queryKey: queryKeys.favorite(videoId), exact: true });
      toast({ title: "Video deleted" });
      onDeleted?.(videoId);
      await invalidateLibraryLists(queryClient);
    },
    onError: () => {
      toast({
        title: "Delete failed",
        description: "Failed to delete the video. Please try again.",
        variant: "destructive",
      });
    },
  });
}
