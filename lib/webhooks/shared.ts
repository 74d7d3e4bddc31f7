/** Shared by the settings page and the server: plain values and types, no server imports. */

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = [
  "video.ready",
  "video.viewed",
  "video.milestone",
  "video.cta_clicked",
  "comment.created",
  "viewer.identified",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** What each event means, for the settings page's checkboxes and the docs. */
export const WEBHOOK_EVENT_TEXT: Readonly<Record<WebhookEventType, string>> = {
  "video.ready": "A video finished processing",
  "video.viewed": "A video was viewed",
  "video.milestone": "A viewer reached 25, 50, 75 or 100% of a video",
  "video.cta_clicked": "A viewer clicked the call to action",
  "comment.created": "Someone commented",
  "viewer.identified": "A prospect opened their tracked link",
};

export const WEBHOOK_FORMATS = ["json", "slack"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** The percentages `video.milestone` reports, once each per viewer (100: completed). */
export const WEBHOOK_MILESTONES = [25, 50, 75, 100] as const;

/** A workspace may have at most this many webhooks. */
export const WEBHOOKS_PER_WORKSPACE = 10;

/** One line of GET /api/webhooks (the secret is never answered again). */
export interface WebhookView {
  id: number;
  workspaceId: number;
  url: string;
  events: WebhookEventType[];
  format: WebhookFormat;
  createdAt: string;
}

/** POST /api/webhooks: the secret (`whsec_` + base64) is shown this once. */
export interface CreatedWebhook extends WebhookView {
  secret: string;
}

/** One line of GET /api/webhooks/{id}/deliveries. */
export interface WebhookDeliveryView {
  id: number;
  eventId: string;
  eventType: string;
  status: "pending" | "delivered" | "failed" | "skipped";
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}
