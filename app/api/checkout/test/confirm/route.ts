import { handler } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { planBody } from "@/lib/billing/schemas";
import { confirmTestCheckout } from "@/lib/billing/test-mode";

// POST /api/checkout/test/confirm: 'Confirm test payment' activates the plan for one period (local test mode only)
export const POST = handler({ auth: "viewer", body: planBody }, async ({ caller, body }) =>
  confirmTestCheckout({ userId: requireUser(caller), planId: body.planId }),
);
