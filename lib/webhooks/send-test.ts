import "server-only";
import { webhookDeliveries } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { assertWorkspaceAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import { enqueueAll } from "@/lib/jobs/enqueue";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";
import { deliveryJob } from "./emit";
import { eventIdFor } from "./event-id";
import { adminWebhook, type WebhookCaller } from "./queries";
import { toDeliveryView } from "./serialize";
import {
  TESTS_PER_USER_PER_HOUR,
  TESTS_PER_WEBHOOK_PER_HOUR,
  type WebhookDeliveryView,
} from "./shared";

/** The event a test sends: `webhook.test`, only ever to the webhook it was asked for. */
export const TEST_EVENT = "webhook.test";

const HOUR_SECONDS = 60 * 60;
const tooMany = (seconds: number) => `Too many test events. ${tryAgainIn(seconds)}`;

/**
 * POST /api/webhooks/{id}/test: queues a `webhook.test` event for this webhook alone, signed like
 * any other but tried once: a test asks whether the receiver answers now, and retrying it would
 * send it up to DELIVERY_ATTEMPTS times. Answers the pending delivery; its one attempt's result is
 * then in the delivery log. Each test costs a request to someone's server, so tests are counted per
 * webhook and per user (429 past either).
 */
export async function sendTestEvent(
  db: DbOrTx,
  caller: WebhookCaller,
): Promise<WebhookDeliveryView> {
  const endpoint = await adminWebhook(db, caller);
  await assertWorkspaceAdvancedAnalytics(db, endpoint.workspaceId);
  const hour = { windowSeconds: HOUR_SECONDS, message: tooMany };
  await enforceRateLimit(db, {
    key: `webhook-test:${endpoint.id}`,
    limit: TESTS_PER_WEBHOOK_PER_HOUR,
    ...hour,
  });
  await enforceRateLimit(db, {
    key: `webhook-test-user:${caller.userId}`,
    limit: TESTS_PER_USER_PER_HOUR,
    ...hour,
  });
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
    await enqueueAll(tx, [{ ...deliveryJob(row.id), maxAttempts: 1 }]);
    return toDeliveryView(row);
  });
}
