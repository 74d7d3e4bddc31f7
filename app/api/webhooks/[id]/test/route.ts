import { handler, json } from "@/lib/api/handler";
import { webhookIdParams } from "@/lib/webhooks/schemas";
import { sendTestEvent } from "@/lib/webhooks/send-test";

// POST /api/webhooks/{id}/test: queues a signed `webhook.test` event for this webhook; 202 with
// the pending delivery
export const POST = handler(
  { auth: "user", params: webhookIdParams },
  async ({ db, userId, params }) =>
    json(await sendTestEvent(db, { webhookId: params.id, userId }), 202),
);
