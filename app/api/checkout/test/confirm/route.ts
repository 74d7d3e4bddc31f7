import { answer } from "@/lib/api/contract";
import { subscriptionStatusResponse } from "@/lib/billing/responses";
import { handler } from "@/lib/api/handler";
import { planBody } from "@/lib/billing/schemas";
import { confirmTestCheckout } from "@/lib/billing/confirm-test-checkout";

// POST /api/checkout/test/confirm: 'Confirm test payment' activates the plan for one period (local test mode only)
export const POST = handler(
  {
    auth: "user",
    apiTokens: false,
    body: planBody,
    tag: "Subscription and billing",
    summary: "Confirm a test payment (local test mode only)",
    responses: {
      200: answer("The new status", subscriptionStatusResponse),
    },
    errors: [404],
  },
  ({ db, userId, body }) => confirmTestCheckout(db, { userId, planId: body.planId }),
);
