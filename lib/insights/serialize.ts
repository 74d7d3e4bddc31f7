import "server-only";
import { RETENTION_BUCKETS, type VideoInsightsRow } from "@/db/schema";
import { authorDisplayName } from "@/lib/format/person-name";
import { percentOf, round } from "@/lib/videos/watched-average";
import type { InsightsViewer, VideoInsights } from "./shared";

/** One viewer's sessions merged, as the viewers query reads them. */
export interface ViewerRow {
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  lastWatchedAt: Date | null;
  watchedSeconds: number | null;
}

export function toInsightsViewer(row: ViewerRow, duration: number): InsightsViewer {
  return {
    user:
      row.userId === null
        ? null
        : { id: row.userId, name: authorDisplayName(row), image: row.image },
    lastWatchedAt: (row.lastWatchedAt ?? new Date(0)).toISOString(),
    percentWatched: percentOf(row.watchedSeconds ?? 0, duration),
  };
}

/** The owner's figures from the video, its totals row (none before the first beacon) and viewers. */
export function toVideoInsights(input: {
  video: { views: number; duration: number };
  totals: VideoInsightsRow | undefined;
  uniqueViewers: number;
  viewers: InsightsViewer[];
}): VideoInsights {
  const { video, totals } = input;
  const sessions = totals?.sessions ?? 0;
  const share = (count: number) => (sessions > 0 ? round(count / sessions, 4) : 0);
  return {
    views: video.views,
    uniqueViewers: input.uniqueViewers,
    watchSeconds: round(totals?.watchSeconds ?? 0),
    averagePercentWatched:
      sessions > 0 ? percentOf(totals?.watchSeconds ?? 0, video.duration * sessions) : 0,
    completionRate: share(totals?.completedSessions ?? 0),
    retention: Array.from({ length: RETENTION_BUCKETS }, (_, i) =>
      share(totals?.retention[i] ?? 0),
    ),
    ctaClicks: totals?.ctaClicks ?? 0,
    viewers: input.viewers,
  };
}
