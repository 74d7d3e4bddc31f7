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

/** Where a Slack incoming webhook's URL lives; another host gets a hint, not a refusal. */
export const SLACK_WEBHOOK_HOST = "hooks.slack.com";

/**
 * What the Slack format posts, as the add dialog shows it: one line per event, the title linking
 * to the video (the unit test holds these to what slack.ts sends for the same events).
 */
export const SLACK_MESSAGE_EXAMPLES = [
  '"Acme pricing demo" is ready to watch',
  'Jane (Acme) is watching "Acme pricing demo"',
  'Jane (Acme) watched 75% of "Acme pricing demo"',
  'Jane (Acme) commented on "Acme pricing demo": "Can we see the annual price?"',
] as const;

/** The percentages `video.milestone` reports, once each per viewer (100: completed). */
export const WEBHOOK_MILESTONES = [25, 50, 75, 100] as const;

/** A workspace may have at most this many webhooks. */
export const WEBHOOKS_PER_WORKSPACE = 10;

/** POST /api/webhooks/{id}/test: at most this many tests of one webhook an hour, */
export const TESTS_PER_WEBHOOK_PER_HOUR = 10;
/** and this many by one user an hour, whichever webhooks they test. */
export const TESTS_PER_USER_PER_HOUR = 30;

// The answers' types are the response schemas' own (lib/webhooks/responses.ts).
export type { CreatedWebhook, WebhookDeliveryView, WebhookView } from "./responses";
