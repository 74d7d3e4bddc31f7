import { handler } from "@/lib/api/handler";
import { createCheckout } from "@/lib/billing/checkout";
import { appOrigin } from "@/lib/billing/stripe-client";
import { planBody } from "@/lib/billing/schemas";

// POST /api/create-subscription: checkout URL for a plan (Stripe Checkout, or the local test-mode page)
export const POST = handler(
  { auth: "user", apiTokens: false, body: planBody },
  ({ db, userId, body, request }) =>
    createCheckout(db, { userId, planId: body.planId, origin: appOrigin(request) }),
);
