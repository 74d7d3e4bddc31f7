import { z } from "zod";
import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { appOrigin } from "@/lib/billing/stripe-client";
import { createBillingPortalSession } from "@/lib/billing/portal";

// POST /api/billing-portal: Stripe Billing Portal URL (payment methods, invoices)
export const POST = handler(
  {
    auth: "user",
    apiTokens: false,
    tag: "Subscription and billing",
    summary: "A Stripe Billing Portal URL",
    responses: { 200: answer("{ url }", z.strictObject({ url: z.string() })) },
    errors: [400, 404, 502, 503],
  },
  ({ db, userId, url }) => createBillingPortalSession(db, { userId, origin: appOrigin(url) }),
);
