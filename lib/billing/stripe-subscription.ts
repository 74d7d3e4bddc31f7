import "server-only";
import type Stripe from "stripe";
import { config } from "@/lib/config";
import { PAID_PLANS, isPlanId, type PlanId } from "@/lib/billing/shared";

/** What we keep of a Stripe subscription, read from its object alone (no API call). */
export interface StripeSubscriptionState {
  subscriptionId: string;
  customerId: string;
  /** `metadata.userId`, set through `subscription_data` at checkout. */
  userId: string | null;
  plan: PlanId | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

function idOf(value: string | { id: string }): string {
  return typeof value === "string" ? value : value.id;
}

/** Since API 2025-03-31 the period lives on the items; a subscription lasts until its latest item ends. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter(Boolean);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

export function readStripeSubscription(subscription: Stripe.Subscription): StripeSubscriptionState {
  const customer = subscription.customer;
  const customerUserId =
    typeof customer === "object" && "metadata" in customer ? customer.metadata?.userId : undefined;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(customer),
    userId: subscription.metadata?.userId ?? customerUserId ?? null,
    plan: planFromSubscription(subscription),
    status: subscription.status,
    currentPeriodEnd: periodEnd(subscription),
    // The portal may schedule the end with `cancel_at` instead of the flag: both mean "ends, then stops".
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
  };
}

/** Price ids set in the environment; a plan without one is found by its lookup key. */
export function configuredPriceIds(): Partial<Record<PlanId, string>> {
  const cfg = config();
  return { monthly: cfg.STRIPE_PRICE_MONTHLY, yearly: cfg.STRIPE_PRICE_YEARLY };
}

/** Which plan a subscription is on, read from the payload alone: our metadata, the price's lookup key or id, its interval. */
export function planFromSubscription(
  subscription: Pick<Stripe.Subscription, "metadata" | "items">,
  priceIds: Partial<Record<PlanId, string>> = configuredPriceIds(),
): PlanId | null {
  const fromMetadata = subscription.metadata?.plan;
  if (isPlanId(fromMetadata)) return fromMetadata;
  for (const item of subscription.items?.data ?? []) {
    const price = item.price;
    const byKey = PAID_PLANS.find((plan) => plan.lookupKey === price.lookup_key);
    if (byKey) return byKey.id;
    if (price.id === priceIds.monthly) return "monthly";
    if (price.id === priceIds.yearly) return "yearly";
    if (price.recurring?.interval === "month") return "monthly";
    if (price.recurring?.interval === "year") return "yearly";
  }
  return null;
}
