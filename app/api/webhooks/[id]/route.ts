import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { deleteWebhook } from "@/lib/webhooks/delete";
import { webhookIdParams } from "@/lib/webhooks/schemas";

// DELETE /api/webhooks/{id}: an owner or admin of its workspace removes the webhook; 204
export const DELETE = handler(
  {
    auth: "user",
    params: webhookIdParams,
    tag: "Webhooks",
    summary: "An owner or admin removes a webhook (any plan)",
    responses: { 204: answer("Deleted") },
    errors: [404],
  },
  async ({ db, userId, params }) => {
    await deleteWebhook(db, { webhookId: params.id, userId });
    return new Response(null, { status: 204 });
  },
);
