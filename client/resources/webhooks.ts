"use client";

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { failureToast } from "@/client/toast/failure-toast";
import { toast } from "@/client/toast/use-toast";
import type {
  CreatedWebhook,
  WebhookDeliveryView,
  WebhookEventType,
  WebhookFormat,
  WebhookView,
} from "@/lib/webhooks/shared";

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhook: NewWebhook) =>
      apiRequest<CreatedWebhook>("POST", webhookPaths.create, webhook),
    onSuccess: (webhook) => {
      onCreated(webhook);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.list(webhook.workspaceId) });
    },
    onError: failureToast("Could not add the webhook"),
  });
}

/** Deletes a webhook; `onDeleted` runs before the toast and the list's refetch. */
export function useDeleteWebhook(workspaceId: number, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", webhookPaths.webhook(id)),
    onSuccess: async () => {
      onDeleted();
      toast({ title: "Webhook deleted" });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list(workspaceId) });
    },
    onError: failureToast("Could not delete the webhook"),
  });
}

/** Queues a test event; the webhook's deliveries refetch (and poll until it is sent). */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<WebhookDeliveryView>("POST", webhookPaths.test(id)),
    onSuccess: async (_delivery, id) => {
      toast({ title: "Test event queued" });
      await queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) });
    },
    onError: failureToast("Could not send the test event"),
  });
}
