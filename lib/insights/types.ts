import "server-only";

/** GET /api/videos/{id}/insights: plain types, shared with the client. */
export interface InsightsViewer {
  user: { id: string; name: string; image: string | null } | null;
  lastWatchedAt: string;
  percentWatched: number;
}

export interface VideoInsights {
  views: number;
  uniqueViewers: number;
  watchSeconds: number;
  averagePercentWatched: number;
  completionRate: number;
  retention: number[];
  /** Clicks on the call to action by viewers (not the owner). */
  ctaClicks: number;
  viewers: InsightsViewer[];
}
