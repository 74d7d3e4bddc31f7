"use client";

import { queryOptions } from "@tanstack/react-query";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { VideoInsights } from "@/lib/audience/responses";

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
  return useApiMutation({
    mutationFn: (key: string) => apiRequest("DELETE", insightPaths.viewer(videoId, key)),
    success: "Viewer erased",
    invalidate: [insightsQuery(videoId).queryKey],
    failure: { title: "Could not erase the viewer", fallback: TRY_AGAIN },
  });
}
