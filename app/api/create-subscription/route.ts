import { handler } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { createCheckout } from "@/lib/billing/checkout";
import { appOrigin } from "@/lib/billing/mode";
import { planBody } from "@/lib/billing/schemas";

// POST /api/create-subscription: checkout URL for a plan (Stripe Checkout, or the local test-mode page)
export const POST = handler({ auth: "viewer", body: planBody }, async ({ caller, body, request }) =>
  createCheckout({ userId: requireUser(caller), planId: body.planId, origin: appOrigin(request) }),
);
