import "server-only";
import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { createWebhookSchema, listWebhooksQuery, webhookIdParams } from "@/lib/webhooks/schemas";
import { ok, routes } from "./registry";
import { looseArray, looseObject } from "./schemas";

/** Owners and admins on Pro Annual; other members 403, anyone else 404. */
const adminWithPlan = { params: webhookIdParams, errors: [403, 404] };

export function registerWebhooks(registry: OpenAPIRegistry): void {
  const hooks = routes(registry, "Webhooks");
  const list = "A workspace's webhooks, never their secrets (owners and admins, Pro Annual)";
  hooks.get("/api/webhooks", "user", list, {
    query: listWebhooksQuery,
    errors: [403, 404],
    ok: ok(200, "Webhooks, oldest first", looseArray("Webhook objects")),
  });
  const create = "A webhook for signed events or Slack messages; its secret is shown this once";
  hooks.post("/api/webhooks", "user", create, {
    body: { json: createWebhookSchema },
    errors: [403, 404, 409],
    ok: ok(
      201,
      "{ id, secret, url, events, format, workspaceId, createdAt }",
      looseObject("Webhook"),
    ),
  });
  hooks.del("/api/webhooks/{id}", "user", "An owner or admin removes a webhook (any plan)", {
    ...adminWithPlan,
    ok: ok(204, "Deleted"),
  });
  hooks.post("/api/webhooks/{id}/test", "user", "Queues a signed `webhook.test` event", {
    ...adminWithPlan,
    ok: ok(202, "The pending delivery", looseObject("Delivery")),
  });
  hooks.get("/api/webhooks/{id}/deliveries", "user", "The latest 50 deliveries, newest first", {
    ...adminWithPlan,
    ok: ok(200, "Deliveries", looseArray("Delivery objects")),
  });
}
