import "server-only";
import { badRequest, notFound } from "@/lib/errors";
import type { DbOrTx } from "@/db/types";
import { callStripe } from "./stripe-errors";
import { getStripe } from "./stripe-client";
import { findSubscription } from "./queries";

export const PORTAL_TEST_MODE =
  "Payment methods and invoices are managed by Stripe; test-mode subscriptions have none.";
export const NO_BILLING_ACCOUNT =
  "You don't have a billing account yet. Subscribe to a plan first.";

/** A Stripe Billing Portal session (payment methods, invoices) that returns to /subscription. */
export async function createBillingPortalSession(
  db: DbOrTx,
  input: { userId: string; origin: string },
): Promise<{ url: string }> {
  const stripe = getStripe();
  if (!stripe) throw badRequest(PORTAL_TEST_MODE);
  const row = await findSubscription(db, input.userId);
  if (!row?.stripeCustomerId) throw notFound(NO_BILLING_ACCOUNT, "no_billing_account");
  const customer = row.stripeCustomerId;
  const session = await callStripe("billing portal", () =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${input.origin}/subscription` }),
  );
  return { url: session.url };
}
