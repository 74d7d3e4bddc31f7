import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions, type Subscription } from "@/db/schema";
import type { Db, DbOrTx } from "@/db/types";
import { badRequest, notFound, serviceUnavailable } from "@/lib/errors";
import { applyStripeSubscription } from "./apply-stripe-subscription";
import { requirePlan, resolvePriceId } from "./checkout";
import { callStripe } from "./stripe-errors";
import { getStripe } from "./stripe-client";
import { readStripeSubscription } from "./stripe-subscription";
import { findSubscription } from "./queries";
import { toSubscriptionStatus } from "./serialize";
import { isSubscriptionActive, type SubscriptionStatus } from "./shared";

export const NOTHING_TO_CANCEL = "You don't have an active subscription to cancel.";
export const ALREADY_CANCELLING =
  "Your subscription is already set to cancel at the end of the billing period.";
export const NOTHING_TO_REACTIVATE = "You don't have a subscription to reactivate.";
export const NOT_CANCELLING =
  "Your subscription is not set to cancel, so there is nothing to reactivate.";
export const NOTHING_TO_CHANGE = "You don't have an active subscription to change.";
export const ALREADY_ON_PLAN = "You are already on this plan.";

async function activeSubscriptionOrThrow(
  db: DbOrTx,
  userId: string,
  missing: string,
): Promise<Subscription> {
  const row = await findSubscription(db, userId);
  if (!row || !isSubscriptionActive(row)) throw notFound(missing, "no_subscription");
  return row;
}

function stripeOrThrow(
  row: Subscription,
  missing: string,
): { stripe: Stripe; subscriptionId: string } {
  const stripe = getStripe();
  if (!stripe)
    throw serviceUnavailable("Billing is not configured on this server.", "billing_not_configured");
  if (!row.stripeSubscriptionId) throw notFound(missing, "no_subscription");
  return { stripe, subscriptionId: row.stripeSubscriptionId };
}

/** Stores what Stripe answered at once (the webhook follows); stamped to the second like `event.created`. */
async function storeStripeAnswer(
  db: Db,
  userId: string,
  subscription: Stripe.Subscription,
): Promise<SubscriptionStatus> {
  const at = new Date(Math.floor(Date.now() / 1000) * 1000);
  await db.transaction((tx) =>
    applyStripeSubscription(tx, readStripeSubscription(subscription), { at }),
  );
  return toSubscriptionStatus(await findSubscription(db, userId));
}

/** Cancels at the end of the paid period: the plan stays active until then. */
export async function cancelSubscription(
  db: Db,
  { userId }: { userId: string },
): Promise<SubscriptionStatus> {
  const row = await activeSubscriptionOrThrow(db, userId, NOTHING_TO_CANCEL);
  if (row.cancelAtPeriodEnd) throw badRequest(ALREADY_CANCELLING, "already_cancelling");
  if (row.provider === "test") {
    return toSubscriptionStatus(await updateCancelAtPeriodEnd(db, userId, true));
  }
  const { stripe, subscriptionId } = stripeOrThrow(row, NOTHING_TO_CANCEL);
  const updated = await callStripe("cancel", () =>
    stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
  );
  return storeStripeAnswer(db, userId, updated);
}

/** Undoes a cancellation while the period is still running. */
export async function reactivateSubscription(
  db: Db,
  { userId }: { userId: string },
): Promise<SubscriptionStatus> {
  const row = await activeSubscriptionOrThrow(db, userId, NOTHING_TO_REACTIVATE);
  if (!row.cancelAtPeriodEnd) throw badRequest(NOT_CANCELLING, "not_cancelling");
  if (row.provider === "test") {
    return toSubscriptionStatus(await updateCancelAtPeriodEnd(db, userId, false));
  }
  const { stripe, subscriptionId } = stripeOrThrow(row, NOTHING_TO_REACTIVATE);
  const current = await callStripe("retrieve", () => stripe.subscriptions.retrieve(subscriptionId));
  // The billing portal may have scheduled the end with `cancel_at` rather than the flag: clear whichever is set.
  const params: Stripe.SubscriptionUpdateParams = current.cancel_at_period_end
    ? { cancel_at_period_end: false }
    : { cancel_at: "" };
  const updated = await callStripe("reactivate", () =>
    stripe.subscriptions.update(subscriptionId, params),
  );
  return storeStripeAnswer(db, userId, updated);
}

/**
 * Moves a subscription to the other plan (monthly <-> annual) at once: on Stripe the price changes
 * with proration (the unused part of this period is credited on the next invoice), the seats stay;
 * in test mode the plan changes in the database alone.
 */
export async function changePlan(
  db: Db,
  { userId, planId }: { userId: string; planId: string },
): Promise<SubscriptionStatus> {
  const plan = requirePlan(planId);
  const row = await activeSubscriptionOrThrow(db, userId, NOTHING_TO_CHANGE);
  if (row.plan === plan.id) throw badRequest(ALREADY_ON_PLAN, "already_on_plan");
  if (row.provider === "test") {
    await db
      .update(subscriptions)
      .set({ plan: plan.id, updatedAt: new Date() })
      .where(eq(subscriptions.userId, userId));
    return toSubscriptionStatus(await findSubscription(db, userId));
  }
  const { stripe, subscriptionId } = stripeOrThrow(row, NOTHING_TO_CHANGE);
  const current = await callStripe("retrieve", () => stripe.subscriptions.retrieve(subscriptionId));
  const item = current.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
  const price = await resolvePriceId(stripe, plan);
  const updated = await callStripe("change the plan", () =>
    stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price, quantity: item.quantity ?? 1 }],
      proration_behavior: "create_prorations",
      // The plan is read from the metadata first (planFromSubscription): it must follow the price.
      metadata: { plan: plan.id },
    }),
  );
  return storeStripeAnswer(db, userId, updated);
}

async function updateCancelAtPeriodEnd(
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
