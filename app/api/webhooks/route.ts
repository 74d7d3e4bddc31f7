import { handler, json } from "@/lib/api/handler";
import { createWebhook } from "@/lib/webhooks/create";
import { listWebhooks } from "@/lib/webhooks/queries";
import { createWebhookSchema, listWebhooksQuery } from "@/lib/webhooks/schemas";

// GET /api/webhooks?workspace=: the workspace's webhooks (default: the caller's personal one), for
// its owner and admins on Pro Annual; never their secrets
export const GET = handler({ auth: "user", query: listWebhooksQuery }, ({ db, userId, query }) =>
  listWebhooks(db, { userId, workspaceId: query.workspace }),
);

// POST /api/webhooks: an owner or admin adds a webhook { url, events, format, workspaceId? }; 201
// with its signing secret, shown this once
export const POST = handler(
  { auth: "user", body: createWebhookSchema },
  async ({ db, userId, body }) => json(await createWebhook(db, { userId, input: body }), 201),
);
