import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { createCheckout } from "@/lib/billing/checkout";
import { appOrigin } from "@/lib/billing/stripe-client";
import { planBody } from "@/lib/billing/schemas";

// POST /api/create-subscription: checkout URL for a plan (Stripe Checkout, or the local test-mode page)
export const POST = handler(
  {
    auth: "user",
    apiTokens: false,
    body: planBody,
    tag: "Subscription and billing",
    summary: "Checkout URL for a plan (Stripe Checkout or the local test-mode page)",
    responses: { 200: answer("{ url }", z.strictObject({ url: z.string() })) },
    errors: [502, 503],
  },
  ({ db, userId, body, url }) =>
    createCheckout(db, { userId, planId: body.planId, origin: appOrigin(url) }),
);
