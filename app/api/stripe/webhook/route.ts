import { handler } from "@/lib/api/handler";
import { handleStripeWebhook } from "@/lib/billing/webhook";

// POST /api/stripe/webhook: verified Stripe events (raw body: the signature covers the exact bytes)
export const POST = handler({ auth: "none" }, async ({ request, db }) =>
  handleStripeWebhook(db, {
    payload: await request.text(),
    signature: request.headers.get("stripe-signature"),
  }),
);
