import { answer } from "@/lib/api/contract";
import { stripeEventBody, stripeWebhookResponse } from "@/lib/billing/webhook/responses";
import { handler } from "@/lib/api/handler";
import { handleStripeWebhook } from "@/lib/billing/webhook";

// POST /api/stripe/webhook: verified Stripe events (raw body: the signature covers the exact bytes)
export const POST = handler(
  {
    auth: "none",
    body: "raw",
    tag: "Subscription and billing",
    summary: "Verified Stripe events (the raw body, signed)",
    responses: { 200: answer("Received, and what came of it", stripeWebhookResponse) },
    errors: [400, 413, 502, 503],
    accepts: { content: { "application/json": { schema: stripeEventBody } } },
  },
  async ({ body, headers, db }) =>
    handleStripeWebhook(db, {
      // At most 1 MB, counted while streaming, before the signature is checked.
      payload: await body.text(),
      signature: headers.get("stripe-signature"),
    }),
);
