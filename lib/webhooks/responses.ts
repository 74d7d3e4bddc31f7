import { z } from "zod";
import type { WebhookDelivery } from "@/db/schema";
import type { SameType } from "@/lib/utils";
import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from "./shared";

/** A delivery's state (the `webhook_deliveries.status` column's values). */
export const WEBHOOK_DELIVERY_STATES = ["pending", "delivered", "failed", "skipped"] as const;

// Fails to compile when the column's list and this one differ.
export const deliveryStatesMatchColumn: SameType<
  (typeof WEBHOOK_DELIVERY_STATES)[number],
  WebhookDelivery["status"]
> = true;

const isoTime = z.iso.datetime();

/** One line of GET /api/webhooks (the secret is never answered again). */
export const webhookResponse = z.strictObject({
  id: z.number().int(),
  workspaceId: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  format: z
    .enum(WEBHOOK_FORMATS)
    .describe("`json`: signed event bodies; `slack`: a Slack incoming-webhook message"),
  createdAt: isoTime,
});

export const webhookListResponse = z.array(webhookResponse);

/** POST /api/webhooks: the webhook with its signing secret, shown this once. */
export const createdWebhookResponse = z.strictObject({
  ...webhookResponse.shape,
  secret: z.string().describe("The signing secret (`whsec_` + base64), shown this once"),
});

/** One delivery of an event to a webhook. */
export const webhookDeliveryResponse = z.strictObject({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string().describe("One of the subscribable events, or `webhook.test`"),
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int().nonnegative(),
  lastResponseCode: z.number().int().nullable().describe("The last attempt's HTTP status"),
  lastError: z.string().nullable().describe("Why the last attempt failed"),
  createdAt: isoTime,
  lastAttemptAt: isoTime.nullable(),
  deliveredAt: isoTime.nullable(),
});

/** GET /api/webhooks/{id}/deliveries: the latest 50, newest first. */
export const webhookDeliveryListResponse = z.array(webhookDeliveryResponse);

export type WebhookView = z.infer<typeof webhookResponse>;
export type CreatedWebhook = z.infer<typeof createdWebhookResponse>;
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryResponse>;
