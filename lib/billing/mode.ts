import "server-only";
import { config } from "@/lib/config";
import { getStripe } from "./stripe-client";

/**
 * stripe: a secret key is set, everything goes through Stripe.
 * test: the local checkout (no keys), never in production unless BILLING_TEST_MODE.
 * disabled: production without Stripe and without BILLING_TEST_MODE.
 */
export type BillingMode = "stripe" | "test" | "disabled";

export function billingMode(): BillingMode {
  if (getStripe()) return "stripe";
  const cfg = config();
  return !cfg.isProduction || cfg.BILLING_TEST_MODE ? "test" : "disabled";
}

/** Public base URL for links we hand to Stripe or the browser. */
export function appOrigin(request: Request): string {
  const configured = config().AUTH_URL;
  return new URL(configured ?? request.url).origin;
}
