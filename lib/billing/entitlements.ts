import "server-only";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { subscriptions } from "@/db/schema";

export const FREE_VIDEO_LIMIT = 4;
export const UPGRADE_MESSAGE =
  "You've reached the limit of 4 videos on the free plan. Upgrade to Pro for unlimited recordings.";

/** Statuses that grant Pro; one cancelled at period end stays active until the period ends. */
export const ACTIVE_STATUSES = ["active", "trialing", "past_due"] as const;

/** The rule of `hasActiveSubscription`, for a row already in hand. */
export function isSubscriptionActive(
  row: { status: string; currentPeriodEnd: Date | null } | undefined,
  now = new Date(),
): boolean {
  if (!row?.currentPeriodEnd) return false;
  return (ACTIVE_STATUSES as readonly string[]).includes(row.status) && row.currentPeriodEnd > now;
}

export async function hasActiveSubscription(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...ACTIVE_STATUSES]),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
