import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { subscriptions, type Subscription } from "@/db/schema";
import type { PlanId } from "@/lib/billing/shared";
import { isSubscriptionActive } from "./entitlements";
import { NOT_SUBSCRIBED, type SubscriptionStatus } from "./types";

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

/** Maps a row to the response shape: nothing internal leaks, and an ended subscription reads as none. */
export function toSubscriptionStatus(
  row: Subscription | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (!row || !isSubscriptionActive(row, now) || !row.currentPeriodEnd) return NOT_SUBSCRIBED;
  return {
    isSubscribed: true,
    plan: row.plan,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
  };
}

/** Remembers the Stripe customer of a user; the first one stored wins, so two racing requests agree. */
export async function saveStripeCustomerId(
  db: DbOrTx,
  userId: string,
  customerId: string,
): Promise<string> {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        stripeCustomerId: sql`coalesce(${subscriptions.stripeCustomerId}, excluded.stripe_customer_id)`,
      },
    })
    .returning({ stripeCustomerId: subscriptions.stripeCustomerId });
  return row?.stripeCustomerId ?? customerId;
}

/** Local test mode: one paid period starting now, no Stripe ids. */
export async function activateTestSubscription(
  db: DbOrTx,
  input: { userId: string; plan: PlanId; currentPeriodEnd: Date },
): Promise<Subscription> {
  const values = {
    provider: "test" as const,
    plan: input.plan,
    status: "active",
    currentPeriodEnd: input.currentPeriodEnd,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(subscriptions)
    .values({ userId: input.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  if (!row) throw new Error("test subscription upsert returned nothing");
  return row;
}

export async function updateCancelAtPeriodEnd(
  db: DbOrTx,
  userId: string,
  cancelAtPeriodEnd: boolean,
): Promise<Subscription | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId))
    .returning();
  return row;
}
