import "server-only";
import { desc, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints, workspaceMembers } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { assertWorkspaceAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import { notFound } from "@/lib/errors";
import {
  ADMIN_ROLES,
  callerMembershipOn,
  membershipOf,
  requireRole,
} from "@/lib/workspaces/access";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { toDeliveryView, toWebhookView } from "./serialize";
import type { WebhookDeliveryView, WebhookView } from "./shared";

export const WEBHOOK_NOT_FOUND = "Webhook not found";
export const WEBHOOK_ROLE_MESSAGE = "Only workspace owners and admins can manage webhooks";
/** GET /api/webhooks/{id}/deliveries answers this many, newest first. */
export const DELIVERIES_LISTED = 50;

/**
 * The workspace a webhook request is about, for an owner or admin of it with the plan that
 * includes webhooks: the one named, else the caller's personal workspace. Not a member: 404;
 * another role: 403 `workspace_role_required`; a plan without them: 403
 * `plan_required` (in that order).
 */
export async function webhookWorkspace(
  db: DbOrTx,
  { userId, workspaceId }: { userId: string; workspaceId?: number },
): Promise<number> {
  const id = workspaceId ?? (await ensurePersonalWorkspace(db, userId));
  requireRole(await membershipOf(db, id, userId), ADMIN_ROLES, WEBHOOK_ROLE_MESSAGE);
  await assertWorkspaceAdvancedAnalytics(db, id);
  return id;
}

/**
 * A webhook with the caller's membership of its workspace in the same query: one of a workspace
 * the caller is not in does not exist for them. Owners and admins only past this point.
 */
export async function adminWebhook(db: DbOrTx, { webhookId, userId }: WebhookCaller) {
  const [row] = await db
    .select({ endpoint: webhookEndpoints, role: workspaceMembers.role })
    .from(webhookEndpoints)
    .innerJoin(workspaceMembers, callerMembershipOn(webhookEndpoints.workspaceId, userId))
    .where(eq(webhookEndpoints.id, webhookId))
    .limit(1);
  if (!row) throw notFound(WEBHOOK_NOT_FOUND, "webhook_not_found");
  requireRole(row, ADMIN_ROLES, WEBHOOK_ROLE_MESSAGE);
  return row.endpoint;
}

export interface WebhookCaller {
  webhookId: number;
  userId: string;
}

/** GET /api/webhooks?workspace=: the workspace's webhooks, oldest first, never their secrets. */
export async function listWebhooks(
  db: DbOrTx,
  input: { userId: string; workspaceId?: number },
): Promise<WebhookView[]> {
  const workspaceId = await webhookWorkspace(db, input);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map(toWebhookView);
}

/** GET /api/webhooks/{id}/deliveries: its latest deliveries, newest first. */
export async function listDeliveries(
  db: DbOrTx,
  caller: WebhookCaller,
): Promise<WebhookDeliveryView[]> {
  const endpoint = await adminWebhook(db, caller);
  await assertWorkspaceAdvancedAnalytics(db, endpoint.workspaceId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_LISTED);
  return rows.map(toDeliveryView);
}
