import { handler } from "@/lib/api/handler";
import { listDeliveries } from "@/lib/webhooks/queries";
import { webhookIdParams } from "@/lib/webhooks/schemas";

// GET /api/webhooks/{id}/deliveries: the latest 50 deliveries, newest first (status, attempts,
// last response code, times)
export const GET = handler({ auth: "user", params: webhookIdParams }, ({ db, userId, params }) =>
  listDeliveries(db, { webhookId: params.id, userId }),
);
