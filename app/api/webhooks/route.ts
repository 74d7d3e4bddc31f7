import { answer } from "@/lib/api/contract";
import { createdWebhookResponse, webhookListResponse } from "@/lib/webhooks/responses";
import { handler, json } from "@/lib/api/handler";
import { createWebhook } from "@/lib/webhooks/create";
import { listWebhooks } from "@/lib/webhooks/queries";
import { createWebhookSchema, listWebhooksQuery } from "@/lib/webhooks/schemas";

// GET /api/webhooks?workspace=: the workspace's webhooks (default: the caller's personal one), for
// its owner and admins on Pro Annual; never their secrets
export const GET = handler(
  {
    auth: "user",
    query: listWebhooksQuery,
    tag: "Webhooks",
    summary: "A workspace's webhooks, never their secrets (owners and admins, Pro Annual)",
    responses: { 200: answer("Webhooks, oldest first", webhookListResponse) },
    errors: [403, 404],
  },
  ({ db, userId, query }) => listWebhooks(db, { userId, workspaceId: query.workspace }),
);

// POST /api/webhooks: an owner or admin adds a webhook { url, events, format, workspaceId? }; 201
// with its signing secret, shown this once
export const POST = handler(
  {
    auth: "user",
    body: createWebhookSchema,
    tag: "Webhooks",
    summary: "A webhook for signed events or Slack messages; its secret is shown this once",
    responses: {
      201: answer("The webhook and its secret, shown this once", createdWebhookResponse),
    },
    errors: [404, 409],
  },
  async ({ db, userId, body }) => json(await createWebhook(db, { userId, input: body }), 201),
);
