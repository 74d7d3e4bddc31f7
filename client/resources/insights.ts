"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { failureToast } from "@/client/toast/failure-toast";
import { toast } from "@/client/toast/use-toast";
import type { VideoInsights } from "@/lib/audience/shared";

/** The REST paths of watch insights: the only place browser code writes them. */
export const insightPaths = {
  video: (videoId: number) => `/api/videos/${videoId}/insights`,
  viewer: (videoId: number, key: string) =>
    `/api/videos/${videoId}/viewers?key=${encodeURIComponent(key)}`,
};

/** The owner's figures, retention and viewers of one video. */
export const insightsQuery = (videoId: number) =>
  queryOptions<VideoInsights>({ queryKey: [insightPaths.video(videoId)] });

/** Erases one viewer's record (by their insights `key`), then reads the insights again. */
export function useEraseViewer(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => apiRequest("DELETE", insightPaths.viewer(videoId, key)),
    onSuccess: async () => {
      toast({ title: "Viewer erased" });
      await queryClient.invalidateQueries({ queryKey: insightsQuery(videoId).queryKey });
    },
    onError: failureToast("Could not erase the viewer"),
  });
}
