import "server-only";
import { and, eq, gt, inArray } from "drizzle-orm";
import { subscriptions, videos, workspaceMembers } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { ACTIVE_STATUSES, isPlanId } from "@/lib/billing/shared";
import { forbidden } from "@/lib/errors";
import {
  ENTITLEMENTS,
  featureNeedsPlanMessage,
  type Entitlements,
  type Feature,
  type PlanKey,
} from "./shared";

function activeSubscriptionOf(userId: string | typeof workspaceMembers.userId, now: Date) {
  return and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...ACTIVE_STATUSES]),
    gt(subscriptions.currentPeriodEnd, now),
  );
}

/** The user's plan now: the plan of an active subscription, else free. */
export async function planForUser(db: DbOrTx, userId: string, now = new Date()): Promise<PlanKey> {
  const [row] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(activeSubscriptionOf(userId, now))
    .limit(1);
  return isPlanId(row?.plan) ? row.plan : "free";
}

/**
 * A workspace's plan is its owner's (a personal workspace: its user's), read in one query from the
 * owner's membership row and their subscription.
 */
export async function planForWorkspace(
  db: DbOrTx,
  workspaceId: number,
  now = new Date(),
): Promise<PlanKey> {
  const [row] = await db
    .select({ plan: subscriptions.plan })
    .from(workspaceMembers)
    .innerJoin(subscriptions, activeSubscriptionOf(workspaceMembers.userId, now))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
    .limit(1);
  return isPlanId(row?.plan) ? row.plan : "free";
}

/** Whether the video's workspace is free, so its share page and embed show "Made with Demoreel". */
export async function videoShowsBadge(db: DbOrTx, videoId: number): Promise<boolean> {
  const [row] = await db
    .select({ workspaceId: videos.workspaceId })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  if (!row) return false;
  const { badge } = await entitlementsFor(db, row.workspaceId);
  return badge;
}

export async function entitlementsFor(db: DbOrTx, workspaceId: number): Promise<Entitlements> {
  return ENTITLEMENTS[await planForWorkspace(db, workspaceId)];
}

export async function entitlementsForUser(db: DbOrTx, userId: string): Promise<Entitlements> {
  return ENTITLEMENTS[await planForUser(db, userId)];
}

/** 403 `plan_required` naming the plan that has the feature, unless the entitlements include it. */
export function requireFeature(entitlements: Entitlements, feature: Feature): void {
  if (!entitlements[feature]) throw forbidden(featureNeedsPlanMessage(feature), "plan_required");
}

/** The one-call gate for a workspace's feature (tracked links, branding, transcript editing, ...). */
export async function requireWorkspaceFeature(
  db: DbOrTx,
  workspaceId: number,
  feature: Feature,
): Promise<void> {
  requireFeature(await entitlementsFor(db, workspaceId), feature);
}
