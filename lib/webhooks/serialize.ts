import "server-only";
import type { WebhookDelivery, WebhookEndpoint } from "@/db/schema";
import type { WebhookDeliveryView, WebhookEventType, WebhookView } from "./shared";

export const toWebhookView = (row: WebhookEndpoint): WebhookView => ({
  id: row.id,
  workspaceId: row.workspaceId,
  url: row.url,
  events: row.events as WebhookEventType[],
  format: row.format,
  createdAt: row.createdAt.toISOString(),
});

export const toDeliveryView = (row: WebhookDelivery): WebhookDeliveryView => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastResponseCode: row.lastResponseCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});
