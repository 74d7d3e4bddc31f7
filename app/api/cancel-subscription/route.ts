import { answer } from "@/lib/api/contract";
import { subscriptionStatusResponse } from "@/lib/billing/responses";
import { handler } from "@/lib/api/handler";
import { cancelSubscription } from "@/lib/billing/update";

// POST /api/cancel-subscription: cancel at the end of the paid period; answers the new status
export const POST = handler(
  {
    auth: "user",
    apiTokens: false,
    tag: "Subscription and billing",
    summary: "Cancel at the end of the paid period",
    responses: {
      200: answer("The new status", subscriptionStatusResponse),
    },
    errors: [400, 404, 502, 503],
  },
  ({ db, userId }) => cancelSubscription(db, { userId }),
);
