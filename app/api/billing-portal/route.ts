import { handler } from "@/lib/api/handler";
import { appOrigin } from "@/lib/billing/stripe-client";
import { createBillingPortalSession } from "@/lib/billing/portal";

// POST /api/billing-portal: Stripe Billing Portal URL (payment methods, invoices)
export const POST = handler({ auth: "user", apiTokens: false }, ({ db, userId, request }) =>
  createBillingPortalSession(db, { userId, origin: appOrigin(request) }),
);
