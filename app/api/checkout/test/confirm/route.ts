import { handler } from "@/lib/api/handler";
import { planBody } from "@/lib/billing/schemas";
import { confirmTestCheckout } from "@/lib/billing/confirm-test-checkout";

// POST /api/checkout/test/confirm: 'Confirm test payment' activates the plan for one period (local test mode only)
export const POST = handler(
  { auth: "user", apiTokens: false, body: planBody },
  ({ db, userId, body }) => confirmTestCheckout(db, { userId, planId: body.planId }),
);
