import "server-only";
import { eq } from "drizzle-orm";
import { webhookEndpoints } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { adminWebhook, type WebhookCaller } from "./queries";

/**
 * DELETE /api/webhooks/{id}: an owner or admin removes a webhook with its deliveries (queued ones
 * then end without sending). Any plan: a workspace that lost the plan can still clean up.
 */
export async function deleteWebhook(db: DbOrTx, caller: WebhookCaller): Promise<void> {
  const endpoint = await adminWebhook(db, caller);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
}
