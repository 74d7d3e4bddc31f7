import "server-only";
import type Stripe from "stripe";
import type { Db } from "@/db/types";
import { badRequest, serviceUnavailable } from "@/lib/errors";
import { getPlan, isSubscriptionActive, type PaidPlan } from "@/lib/billing/shared";
import { getOrCreateStripeCustomer } from "./customers";
import { billingMode, getStripe } from "./stripe-client";
import { findSubscription } from "./queries";
import { configuredPriceIds } from "./stripe-subscription";
import { callStripe } from "./stripe-errors";
import { countSeats } from "./seats";

export const ALREADY_SUBSCRIBED =
  "You already have an active subscription. Manage it on the subscription page.";

export function requirePlan(planId: string): PaidPlan {
  const plan = getPlan(planId);
  if (!plan) throw badRequest("Invalid plan");
  return plan;
}

/** The local test-mode checkout page for a plan. */
export function testCheckoutUrl(origin: string, plan: PaidPlan): string {
  return `${origin}/checkout/test?plan=${encodeURIComponent(plan.id)}`;
}

/** Where the browser goes to pay for a plan: a Stripe Checkout Session, or the local test-mode page. */
export async function createCheckout(
  db: Db,
  input: { userId: string; planId: string; origin: string },
): Promise<{ url: string }> {
  const plan = requirePlan(input.planId);
  if (isSubscriptionActive(await findSubscription(db, input.userId)))
    throw badRequest(ALREADY_SUBSCRIBED, "already_subscribed");

  const mode = billingMode();
  if (mode === "test") return { url: testCheckoutUrl(input.origin, plan) };
  const stripe = getStripe();
  if (mode === "disabled" || !stripe)
    throw serviceUnavailable("Billing is not configured on this server.", "billing_not_configured");

  const metadata = { userId: input.userId, plan: plan.id };
  const session = await callStripe("checkout", async () =>
    stripe.checkout.sessions.create({
      mode: "subscription",
      customer: await getOrCreateStripeCustomer(db, stripe, input.userId),
      client_reference_id: input.userId,
      // Per creator seat: the seats counted now; membership changes adjust it later (seats.ts).
      line_items: [
        { price: await resolvePriceId(stripe, plan), quantity: await countSeats(db, input.userId) },
      ],
      metadata,
      subscription_data: { metadata },
      // The plan rides along so the page can name it before the webhook lands.
      success_url: `${input.origin}/subscription?checkout=success&plan=${plan.id}`,
      cancel_url: `${input.origin}/subscription?checkout=cancelled`,
    }),
  );
  if (!session.url) throw serviceUnavailable("Failed to get checkout URL");
  return { url: session.url };
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
