"use client";

import { queryOptions } from "@tanstack/react-query";
import { TRY_AGAIN } from "@/client/http/failure-toast";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { CreatedWebhook, WebhookDeliveryView, WebhookView } from "@/lib/webhooks/responses";
import type { WebhookEventType, WebhookFormat } from "@/lib/webhooks/shared";

/** The REST paths of webhooks: the only place browser code writes them. */
export const webhookPaths = {
  list: (wid: number) => `/api/webhooks?workspace=${wid}`,
  create: "/api/webhooks",
  webhook: (id: number) => `/api/webhooks/${id}`,
  test: (id: number) => `/api/webhooks/${id}/test`,
  deliveries: (id: number) => `/api/webhooks/${id}/deliveries`,
};

/** The query keys: each is the REST path it reads (the default query function GETs it). */
export const webhookKeys = {
  list: (wid: number) => [webhookPaths.list(wid)],
  deliveries: (id: number) => [webhookPaths.deliveries(id)],
};

export const webhooksQuery = (wid: number) =>
  queryOptions<WebhookView[]>({ queryKey: webhookKeys.list(wid), retry: false });

/** A webhook's recent deliveries; polled while one is still pending. */
export const deliveriesQuery = (id: number) =>
  queryOptions<WebhookDeliveryView[]>({
    queryKey: webhookKeys.deliveries(id),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending") ? 3_000 : false,
  });

export interface NewWebhook {
  url: string;
  events: WebhookEventType[];
  format: WebhookFormat;
  workspaceId: number;
}

/** Creates a webhook; `onCreated` gets it with its secret (shown once), then the list refetches. */
export function useCreateWebhook(onCreated: (webhook: CreatedWebhook) => void) {
  return useApiMutation({
    mutationFn: (webhook: NewWebhook) =>
      apiRequest<CreatedWebhook>("POST", webhookPaths.create, webhook),
    onSuccess: onCreated,
    invalidate: (webhook) => [webhookKeys.list(webhook.workspaceId)],
    failure: { title: "Could not add the webhook", fallback: TRY_AGAIN },
  });
}

/** Deletes a webhook; `onDeleted` runs before the toast and the list's refetch. */
export function useDeleteWebhook(workspaceId: number, onDeleted: () => void) {
  return useApiMutation({
    mutationFn: (id: number) => apiRequest("DELETE", webhookPaths.webhook(id)),
    onSuccess: onDeleted,
    success: "Webhook deleted",
    invalidate: [webhookKeys.list(workspaceId)],
    failure: { title: "Could not delete the webhook", fallback: TRY_AGAIN },
  });
}

/** Queues a test event; the webhook's deliveries refetch (and poll until it is sent). */
export function useSendTestEvent() {
  return useApiMutation({
    mutationFn: (id: number) => apiRequest<WebhookDeliveryView>("POST", webhookPaths.test(id)),
    success: "Test event queued",
    invalidate: (_delivery, id) => [webhookKeys.deliveries(id)],
    failure: { title: "Could not send the test event", fallback: TRY_AGAIN },
  });
}
