/** Shared by the player, the embed and the server: plain values, no server imports. */

/** Players send a beacon at most this often while playing (and once more on pagehide). */
export const BEACON_INTERVAL_MS = 15_000;
/** The server refuses a session's beacon closer than this to its previous one. */
export const BEACON_MIN_GAP_SECONDS = 2;
/** A session that watched at least this share of the video completed it. */
export const COMPLETION_SHARE = 0.9;
/** GET /api/videos/{id}/insights lists at most this many viewers. */
export const INSIGHTS_VIEWER_LIMIT = 100;
