import "server-only";
import { addMonths, addYears } from "date-fns";
import { subscriptions, type Subscription } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { badRequest, notFound } from "@/lib/errors";
import type { PaidPlan, PlanId } from "@/lib/billing/shared";
import { ALREADY_SUBSCRIBED, requirePlan } from "./checkout";
import { billingMode } from "./stripe-client";
import { findSubscription } from "./queries";
import { countSeats } from "./seats";
import { toSubscriptionStatus } from "./serialize";
import { isSubscriptionActive, type SubscriptionStatus } from "./shared";

export const TEST_MODE_UNAVAILABLE = "Test-mode checkout is not available on this server.";

export function requireTestMode(): void {
  if (billingMode() !== "test") throw notFound(TEST_MODE_UNAVAILABLE, "test_mode_unavailable");
}

/** One paid period from `now`: a month for Pro Monthly, a year for Pro Annual. */
export function testPeriodEnd(plan: PaidPlan, now: Date): Date {
  return plan.interval === "year" ? addYears(now, 1) : addMonths(now, 1);
}

/** 'Confirm test payment': activates the plan for one period, as a successful Stripe checkout would. */
export async function confirmTestCheckout(
  db: DbOrTx,
  input: { userId: string; planId: string; now?: Date },
): Promise<SubscriptionStatus> {
  requireTestMode();
  const plan = requirePlan(input.planId);
  const now = input.now ?? new Date();
  if (isSubscriptionActive(await findSubscription(db, input.userId), now))
    throw badRequest(ALREADY_SUBSCRIBED, "already_subscribed");
  const row = await activateTestSubscription(db, {
    userId: input.userId,
    plan: plan.id,
    currentPeriodEnd: testPeriodEnd(plan, now),
  });
  return toSubscriptionStatus(row, now);
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
    // Per creator seat, as Stripe's quantity would be.
    seats: await countSeats(db, input.userId),
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
