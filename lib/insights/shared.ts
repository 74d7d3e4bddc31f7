/** Shared by the player, the embed and the server: plain values and types, no server imports. */

/** Players send a beacon at most this often while playing (and once more on pagehide). */
export const BEACON_INTERVAL_MS = 15_000;
/** The server refuses a session's beacon closer than this to its previous one. */
export const BEACON_MIN_GAP_SECONDS = 2;
/** A session that watched at least this share of the video completed it. */
export const COMPLETION_SHARE = 0.9;
/** GET /api/videos/{id}/insights lists at most this many viewers. */
export const INSIGHTS_VIEWER_LIMIT = 100;
/** Clicks one viewer may add to one video's count per hour. */
export const CTA_CLICKS_PER_HOUR = 5;
/**
 * Watch sessions one address may start on one video per day when not signed in, and clicks it may
 * add: anonymous ids and session ids cost nothing to rotate (as VIEWS_PER_ADDRESS_PER_DAY).
 */
export const WATCH_SESSIONS_PER_ADDRESS_PER_DAY = 100;
export const CTA_CLICKS_PER_ADDRESS_PER_DAY = 20;

/** One line of GET /api/videos/{id}/insights' viewers. */
export interface InsightsViewer {
  user: { id: string; name: string; image: string | null } | null;
  lastWatchedAt: string;
  percentWatched: number;
}

/** GET /api/videos/{id}/insights. */
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
