import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";

/** Pinned: the SDK's types describe exactly this version (stripe@23.1.0). Upgrade both together. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

export type StripeClient = Stripe;

export interface StripeClientOptions {
  /** Tests pass a fake `fetch`: the real SDK builds real requests and the fake answers them. */
  fetch?: typeof fetch;
  maxNetworkRetries?: number;
}

export function createStripeClient(secretKey: string, options: StripeClientOptions = {}): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    appInfo: { name: "Demoreel" },
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  });
}

interface StripeOverride {
  client: Stripe | null;
  webhookSecret?: string;
}

const globalForStripe = globalThis as unknown as {
  demoreelStripe?: Stripe;
  demoreelStripeOverride?: StripeOverride;
};

/** The one Stripe client, or null when no key is configured (local test mode). */
export function getStripe(): Stripe | null {
  const override = globalForStripe.demoreelStripeOverride;
  if (override) return override.client;
  const key = config().STRIPE_SECRET_KEY;
  if (!key) return null;
  globalForStripe.demoreelStripe ??= createStripeClient(key);
  return globalForStripe.demoreelStripe;
}

export function getWebhookSecret(): string | undefined {
  const override = globalForStripe.demoreelStripeOverride;
  return override ? override.webhookSecret : config().STRIPE_WEBHOOK_SECRET;
}

/** Tests swap in a client wired to a fake Stripe (or `null` for test mode); `undefined` restores the configuration. */
export function setStripeForTests(override: StripeOverride | undefined): void {
  globalForStripe.demoreelStripeOverride = override;
}

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
export function appOrigin(requested: URL): string {
  const configured = config().AUTH_URL;
  return configured ? new URL(configured).origin : requested.origin;
}
