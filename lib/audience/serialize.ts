import "server-only";
import { RETENTION_BUCKETS, type VideoInsightsRow } from "@/db/schema";
import { percentOf, round } from "@/lib/videos/watched-average";
import type { VideoInsights } from "./shared";

/** The owner's figures from the video, its totals row (none before the first beacon) (the viewers come from viewers.ts). */
export function toVideoInsights(input: {
  video: { views: number; duration: number };
  totals: VideoInsightsRow | undefined;
  uniqueViewers: number;
  opens: { opens: number; openedNotPlayed: number };
}): Omit<VideoInsights, "viewers" | "funnel" | "ctaConversion"> {
  const { video, totals } = input;
  const sessions = totals?.sessions ?? 0;
  const share = (count: number) => (sessions > 0 ? round(count / sessions, 4) : 0);
  return {
    views: video.views,
    uniqueViewers: input.uniqueViewers,
    ...input.opens,
    watchSeconds: round(totals?.watchSeconds ?? 0),
    averagePercentWatched:
      sessions > 0 ? percentOf(totals?.watchSeconds ?? 0, video.duration * sessions) : 0,
    completionRate: share(totals?.completedSessions ?? 0),
    retention: Array.from({ length: RETENTION_BUCKETS }, (_, i) =>
      share(totals?.retention[i] ?? 0),
    ),
    ctaClicks: totals?.ctaClicks ?? 0,
    badgeClicks: totals?.badgeClicks ?? 0,
  };
}
