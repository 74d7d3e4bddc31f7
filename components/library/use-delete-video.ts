"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-client/fetch";
import { queryKeys } from "@/lib/api-client/query-keys";
import { clearUploadTrackingForVideo } from "@/lib/upload-tracking";
import { invalidateLibraryLists } from "./invalidate-library";

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
