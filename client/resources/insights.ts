import { queryOptions } from "@tanstack/react-query";
import type { VideoInsights } from "@/lib/insights/shared";

/** The REST paths of watch insights: the only place browser code writes them. */
export const insightPaths = {
  video: (videoId: number) => `/api/videos/${videoId}/insights`,
};

/** The owner's figures, retention and viewers of one video. */
export const insightsQuery = (videoId: number) =>
  queryOptions<VideoInsights>({ queryKey: [insightPaths.video(videoId)] });
