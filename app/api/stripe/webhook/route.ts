import { readBodyText } from "@/lib/http/body";
import { handler } from "@/lib/api/handler";
import { handleStripeWebhook } from "@/lib/billing/webhook";

// POST /api/stripe/webhook: verified Stripe events (raw body: the signature covers the exact bytes)
export const POST = handler({ auth: "none" }, async ({ request, db }) =>
  handleStripeWebhook(db, {
    // At most 1 MB, counted while streaming, before the signature is checked.
    payload: await readBodyText(request),
    signature: request.headers.get("stripe-signature"),
  }),
);
