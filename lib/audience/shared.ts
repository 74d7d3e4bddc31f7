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

/** One viewer of GET /api/videos/{id}/insights: who, how far, and whether they clicked. */
export interface InsightsViewer {
  /** Opaque; names the viewer for DELETE /api/videos/{id}/viewers?key=. */
  key: string;
  /**
   * The account's name, the tracked link's recipient, the name (else the email) given at the email
   * gate, else "Anonymous viewer N".
   */
  name: string;
  user: { id: string; name: string; image: string | null } | null;
  recipient: { name: string; email: string | null; company: string | null } | null;
  /** What the viewer gave at the email gate (the owner and the workspace's admins see it). */
  gated: { email: string; name: string | null } | null;
  /** The viewer's best session, percent of the video, one decimal. */
  percentWatched: number;
  completed: boolean;
  ctaClicked: boolean;
  firstViewedAt: string;
  lastWatchedAt: string;
}

/** Viewers who watched at least a quarter, half, three quarters and (100) completed. */
export type ViewerFunnel = Record<25 | 50 | 75 | 100, number>;

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
  /** Clicks on the "Made with Demoreel" badge (free workspaces' videos), counted the same way. */
  badgeClicks: number;
  viewers: InsightsViewer[];
  /** Advanced analytics (Pro Annual): null without them. */
  funnel: ViewerFunnel | null;
  /** Viewers who clicked the call to action over unique viewers, 0 to 1; null as the funnel. */
  ctaConversion: number | null;
}

/** One line of GET /api/videos/{id}/links. */
export interface TrackedLinkSummary {
  id: number;
  recipientName: string;
  recipientEmail: string | null;
  company: string | null;
  note: string | null;
  createdAt: string;
  revokedAt: string | null;
  views: number;
  /** Share of the video this recipient watched, percent, one decimal. */
  percentWatched: number;
  completed: boolean;
  ctaClicked: boolean;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
}

/** POST /api/videos/{id}/links: the token is shown this once (only its hash is kept). */
export interface CreatedLink {
  id: number;
  token: string;
  url: string;
}

/** POST /api/videos/{id}/recipient: what the share page greets the recipient with. */
export type RecipientGreeting = z.infer<typeof recipientGreeting>;

/** The query parameter of a tracked share URL. */
export const RECIPIENT_PARAM = "r";
