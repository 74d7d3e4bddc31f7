import { answer } from "@/lib/api/contract";
import { subscriptionStatusResponse } from "@/lib/billing/responses";
import { handler } from "@/lib/api/handler";
import { planBody } from "@/lib/billing/schemas";
import { changePlan } from "@/lib/billing/update";

// POST /api/change-subscription: switch the active subscription to the other plan, prorated; answers the new status
export const POST = handler(
  {
    auth: "user",
    apiTokens: false,
    body: planBody,
    tag: "Subscription and billing",
    summary: "Switch the active subscription to the other plan, prorated",
    responses: {
      200: answer("The new status", subscriptionStatusResponse),
    },
    errors: [404, 502, 503],
  },
  ({ db, userId, body }) => changePlan(db, { userId, planId: body.planId }),
);
