import { answer } from "@/lib/api/contract";
import { webhookDeliveryResponse } from "@/lib/webhooks/responses";
import { handler, json } from "@/lib/api/handler";
import { webhookIdParams } from "@/lib/webhooks/schemas";
import { sendTestEvent } from "@/lib/webhooks/send-test";

// POST /api/webhooks/{id}/test: queues a signed `webhook.test` event for this webhook, tried once;
// 202 with the pending delivery; 429 past the tests allowed per webhook or per user an hour
export const POST = handler(
  {
    auth: "user",
    params: webhookIdParams,
    tag: "Webhooks",
    summary: "Queues a signed `webhook.test` event, tried once",
    responses: { 202: answer("The pending delivery", webhookDeliveryResponse) },
    errors: [404, 429],
  },
  async ({ db, userId, params }) =>
    json(await sendTestEvent(db, { webhookId: params.id, userId }), 202),
);
