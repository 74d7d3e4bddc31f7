/**
 * Who watched, as the player, the embed, the share dialog, the share page and the server share it:
 * plain values and types, no server imports.
 */

import type { z } from "zod";
import type { recipientGreeting } from "./view-responses";

/** Players send a beacon at most this often while playing (and once more on pagehide). */
export const BEACON_INTERVAL_MS = 15_000;
/** The server refuses a session's beacon closer than this to its previous one. */
export const BEACON_MIN_GAP_SECONDS = 2;
/**
 * A view counts once this much has played (or the whole video, when shorter): a page load, a
 * prefetch or a scanner's visit is an open, not a view.
 */
export const VIEW_AFTER_PLAYED_SECONDS = 3;
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
/**
 * Emails one address may give at one video's gate an hour: enough for typos, not for filling the
 * table. Without a trusted proxy the address is unknown and all such viewers share this bound.
 */
export const GATE_EMAILS_PER_ADDRESS_PER_HOUR = 20;
/** Emails one video's gate takes an hour from all addresses together: the bound when they are many. */
export const GATE_EMAILS_PER_VIDEO_PER_HOUR = 200;

export type {
  CreatedLink,
  InsightsViewer,
  TrackedLinkSummary,
  VideoInsights,
  ViewerFunnel,
} from "./responses";

/** POST /api/videos/{id}/recipient: what the share page greets the recipient with. */
export type RecipientGreeting = z.infer<typeof recipientGreeting>;

/** The query parameter of a tracked share URL. */
export const RECIPIENT_PARAM = "r";
