import "server-only";
import { webhookDeliveries } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { assertWorkspaceAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import { enqueueAll } from "@/lib/jobs/enqueue";
import { deliveryJob } from "./emit";
import { eventIdFor } from "./event-id";
import { adminWebhook, type WebhookCaller } from "./queries";
import { toDeliveryView } from "./serialize";
import type { WebhookDeliveryView } from "./shared";

/** The event a test sends: `webhook.test`, only ever to the webhook it was asked for. */
export const TEST_EVENT = "webhook.test";

/**
 * POST /api/webhooks/{id}/test: queues a `webhook.test` event for this webhook alone, delivered
 * (signed, retried) like any other; answers the pending delivery.
 */
export async function sendTestEvent(
  db: DbOrTx,
  caller: WebhookCaller,
): Promise<WebhookDeliveryView> {
  const endpoint = await adminWebhook(db, caller);
  await assertWorkspaceAdvancedAnalytics(db, endpoint.workspaceId);
  const payload = {
    type: TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { workspaceId: endpoint.workspaceId, webhookId: endpoint.id },
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId: eventIdFor(), eventType: TEST_EVENT, payload })
      .returning();
    if (!row) throw new Error("delivery insert returned no row");
    await enqueueAll(tx, [deliveryJob(row.id)]);
    return toDeliveryView(row);
  });
}
