import "server-only";
import { config } from "@/lib/config";
import { sealSecret } from "./secret-box";
import { count, eq } from "drizzle-orm";
import { webhookEndpoints } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { conflict } from "@/lib/errors";
import { newWebhookSecret } from "./event-id";
import { webhookWorkspace } from "./queries";
import type { CreateWebhookInput } from "./schemas";
import { toWebhookView } from "./serialize";
import { WEBHOOKS_PER_WORKSPACE, type CreatedWebhook } from "./shared";
import { assertWebhookUrlAllowed } from "./url-policy";

/**
 * POST /api/webhooks: a workspace's owner or admin adds a webhook; its signing secret is answered
 * this once. The URL must be https on a public address (checked now and at every delivery).
 */
export async function createWebhook(
  db: DbOrTx,
  { userId, input }: { userId: string; input: CreateWebhookInput },
): Promise<CreatedWebhook> {
  const workspaceId = await webhookWorkspace(db, { userId, workspaceId: input.workspaceId });
  await assertWebhookUrlAllowed(input.url);
  const [existing] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId));
  if ((existing?.n ?? 0) >= WEBHOOKS_PER_WORKSPACE) {
    throw conflict(
      `A workspace can have at most ${WEBHOOKS_PER_WORKSPACE} webhooks: delete one first.`,
      "webhook_limit_reached",
    );
  }
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      workspaceId,
      url: input.url,
      events: input.events,
      format: input.format,
      secret: sealSecret(secret, config().authSecret),
    })
    .returning();
  if (!row) throw new Error("webhook insert returned no row");
  return { ...toWebhookView(row), secret };
}
