import { handler } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { appOrigin } from "@/lib/billing/mode";
import { createBillingPortalSession } from "@/lib/billing/portal";

// POST /api/billing-portal: Stripe Billing Portal URL (payment methods, invoices)
export const POST = handler({ auth: "viewer" }, async ({ caller, request }) =>
  createBillingPortalSession({ userId: requireUser(caller), origin: appOrigin(request) }),
);
