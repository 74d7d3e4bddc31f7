/** Shared by the share dialog, the share page and the server: plain types, no server imports. */

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
export interface RecipientGreeting {
  recipientName: string;
  note: string | null;
}

/** The query parameter of a tracked share URL. */
export const RECIPIENT_PARAM = "r";
