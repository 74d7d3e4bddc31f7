import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/types";
import { subscriptions } from "@/db/schema";
import { applyStripeSubscription, type ApplyOutcome } from "../apply-stripe-subscription";
import { callStripe } from "../stripe-errors";
import { readStripeSubscription } from "../stripe-subscription";

/**
 * An event older than what was applied arrived late: rather than guess, fetch the subscription as
 * Stripe has it now and apply that. It is stamped after the newest event applied so far (a second
 * later at least, because `created` has whole seconds), so every event older than the fetch is
 * stale from then on, and it is written only if no event landed while Stripe answered.
 */
export async function refreshStripeSubscription(
  db: Db,
  stripe: Stripe,
  subscriptionId: string,
): Promise<ApplyOutcome> {
  const [before] = await db
    .select({ lastEventAt: subscriptions.lastEventAt, lastEventId: subscriptions.lastEventId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1);
  const startedAt = Date.now();
  const subscription = await callStripe("subscription fetch", () =>
    stripe.subscriptions.retrieve(subscriptionId),
  );
  const at = new Date(Math.max(startedAt, (before?.lastEventAt?.getTime() ?? 0) + 1000));
  return db.transaction((tx) =>
    applyStripeSubscription(tx, readStripeSubscription(subscription), {
      at,
      unlessChangedSince: before ?? null,
    }),
  );
}
