"use client";

import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { deliveriesQuery } from "@/client/resources/webhooks";
import type { WebhookDeliveryView } from "@/lib/webhooks/responses";
import { formatRelativeDate } from "@/lib/format/relative-date";

const STATUS_TEXT: Record<WebhookDeliveryView["status"], string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  skipped: "Skipped",
};

/** A webhook's latest deliveries: event, status, tries, the receiver's last answer, when. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const deliveries = useQuery(deliveriesQuery(webhookId));
  if (deliveries.isPending)
    return <Skeleton className="h-10 w-full" aria-label="Loading deliveries" />;
  if (deliveries.isError) {
    return <p className="text-destructive text-sm">Could not load the deliveries.</p>;
  }
  if (deliveries.data.length === 0) {
    return <p className="text-muted-foreground text-sm">No deliveries yet.</p>;
  }
  return (
    <ul className="grid gap-1 text-sm" aria-label="Recent deliveries">
      {deliveries.data.slice(0, 10).map((delivery) => (
        <li key={delivery.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <code className="text-xs">{delivery.eventType}</code>
          <Badge variant={delivery.status === "failed" ? "destructive" : "secondary"}>
            {STATUS_TEXT[delivery.status]}
          </Badge>
          <span className="text-muted-foreground">
            {delivery.attempts === 1 ? "1 try" : `${delivery.attempts} tries`}
            {delivery.lastResponseCode !== null && ` · HTTP ${delivery.lastResponseCode}`} ·{" "}
            {formatRelativeDate(delivery.lastAttemptAt ?? delivery.createdAt)}
          </span>
          {delivery.status !== "delivered" && delivery.lastError && (
            <span className="text-muted-foreground w-full text-xs break-words">
              {delivery.lastError}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
