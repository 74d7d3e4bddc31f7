import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { subscriptions, users } from "@/db/schema";
import { isSubscriptionActive } from "./entitlements";
import type { StripeSubscriptionState } from "./stripe-subscription";
import { findSubscriptionByCustomer } from "./subscription-store";

export type ApplyOutcome = "applied" | "stale" | "superseded" | "unknown-user";

interface ApplyOptions {
  /** When Stripe produced this state (`event.created`, or the time of our own API call). */
  at: Date;
  /** `customer.subscription.created`: the first event of a subscription, never newer than what we already track. */
  isCreation?: boolean;
}

async function resolveUserId(db: DbOrTx, state: StripeSubscriptionState): Promise<string | null> {
  if (state.userId) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, state.userId))
      .limit(1);
    if (user) return user.id;
  }
  return (await findSubscriptionByCustomer(db, state.customerId))?.userId ?? null;
}

/**
 * Writes a Stripe subscription onto its user's row, order-independently: an older state never
 * overwrites a newer one, and an ended subscription never replaces another one that is still active.
 * Run inside a transaction: the row is locked while deciding.
 */
export async function applyStripeSubscription(
  tx: DbOrTx,
  state: StripeSubscriptionState,
  options: ApplyOptions,
): Promise<ApplyOutcome> {
  const userId = await resolveUserId(tx, state);
  if (!userId) return "unknown-user";

  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for("update");
  const sameSubscription = row?.stripeSubscriptionId === state.subscriptionId;
  if (row?.lastEventAt && sameSubscription) {
    if (options.at < row.lastEventAt) return "stale";
    if (options.isCreation && options.at.getTime() === row.lastEventAt.getTime()) return "stale";
  }
  const incomingActive = isSubscriptionActive(state);
  if (
    row?.stripeSubscriptionId &&
    !sameSubscription &&
    isSubscriptionActive(row) &&
    !incomingActive
  ) {
    return "superseded";
  }

  const values = {
    provider: "stripe" as const,
    stripeCustomerId: state.customerId,
    stripeSubscriptionId: state.subscriptionId,
    plan: state.plan ?? row?.plan ?? null,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    lastEventAt: options.at,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: values,
      // Backstop for two first events racing before any row existed to lock.
      setWhere: sql`${subscriptions.stripeSubscriptionId} is distinct from excluded.stripe_subscription_id
        or ${subscriptions.lastEventAt} is null or ${subscriptions.lastEventAt} <= excluded.last_event_at`,
    });
  return "applied";
}
