import { handler } from "@/lib/api/handler";
import { handleStripeWebhook } from "@/lib/billing/webhook";

// POST /api/stripe/webhook: verified Stripe events (raw body: the signature covers the exact bytes)
export const POST = handler({ auth: "viewer" }, async ({ request }) =>
  handleStripeWebhook(await request.text(), request.headers.get("stripe-signature")),
);
