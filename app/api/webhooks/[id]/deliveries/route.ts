import { answer } from "@/lib/api/contract";
import { webhookDeliveryListResponse } from "@/lib/webhooks/responses";
import { handler } from "@/lib/api/handler";
import { listDeliveries } from "@/lib/webhooks/queries";
import { webhookIdParams } from "@/lib/webhooks/schemas";

// GET /api/webhooks/{id}/deliveries: the latest 50 deliveries, newest first (status, attempts,
// last response code, times)
export const GET = handler(
  {
    auth: "user",
    params: webhookIdParams,
    tag: "Webhooks",
    summary: "The latest 50 deliveries, newest first",
    responses: { 200: answer("Deliveries", webhookDeliveryListResponse) },
    errors: [403, 404],
  },
  ({ db, userId, params }) => listDeliveries(db, { webhookId: params.id, userId }),
);
