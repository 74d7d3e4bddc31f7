import "server-only";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { subscriptions, type Subscription } from "@/db/schema";
import { ACTIVE_STATUSES, type SubscriptionStatus } from "./shared";
import { toSubscriptionStatus } from "./serialize";

export async function findSubscription(
  db: DbOrTx,
  userId: string,
): Promise<Subscription | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row;
}

export async function findSubscriptionByCustomer(
  db: DbOrTx,
  customerId: string,
): Promise<Subscription | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customerId))
    .limit(1);
  return row;
}

/** Whether the user is on a paid plan now (the upload and processing limits ask). */
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

/** GET /api/subscription/status. */
export async function getSubscriptionStatus(
  db: DbOrTx,
  { userId }: { userId: string },
): Promise<SubscriptionStatus> {
  return toSubscriptionStatus(await findSubscription(db, userId));
}
