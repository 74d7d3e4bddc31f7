import "server-only";
import type Stripe from "stripe";
import { config } from "@/lib/config";
import { PAID_PLANS, isPlanId, type PaidPlan, type PlanId } from "@/lib/billing/shared";
import { serviceUnavailable } from "@/lib/errors";

/** Price ids set in the environment; a plan without one is found by its lookup key. */
export function configuredPriceIds(): Partial<Record<PlanId, string>> {
  const cfg = config();
  return { monthly: cfg.STRIPE_PRICE_MONTHLY, yearly: cfg.STRIPE_PRICE_YEARLY };
}

const priceCache = new Map<string, string>();

/** The Stripe price of a plan: `STRIPE_PRICE_*` if set, else the active price with the plan's lookup key. */
export async function resolvePriceId(stripe: Stripe, plan: PaidPlan): Promise<string> {
  const configured = configuredPriceIds()[plan.id];
  if (configured) return configured;
  const cached = priceCache.get(plan.lookupKey);
  if (cached) return cached;
  const prices = await stripe.prices.list({
    lookup_keys: [plan.lookupKey],
    active: true,
    limit: 1,
  });
  const price = prices.data[0];
  if (!price) {
    throw serviceUnavailable(
      `No Stripe price is configured for ${plan.name}. Please try again later.`,
      "billing_not_configured",
    );
  }
  priceCache.set(plan.lookupKey, price.id);
  return price.id;
}

export function clearPriceCacheForTests(): void {
  priceCache.clear();
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
