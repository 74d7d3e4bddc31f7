import { answer } from "@/lib/api/contract";
import { subscriptionStatusResponse } from "@/lib/billing/responses";
import { handler } from "@/lib/api/handler";
import { getSubscriptionStatus } from "@/lib/billing/queries";

// GET /api/subscription/status: isSubscribed, plan, currentPeriodEnd, cancelAtPeriodEnd (signed in only)
export const GET = handler(
  {
    auth: "user",
    tag: "Subscription and billing",
    summary: "The caller's subscription",
    responses: {
      200: answer("Status", subscriptionStatusResponse),
    },
  },
  ({ db, userId }) => getSubscriptionStatus(db, { userId }),
);
