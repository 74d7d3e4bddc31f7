import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { subscriptionStatusResponse } from "@/lib/billing/responses";
import { reactivateSubscription } from "@/lib/billing/update";

// POST /api/reactivate-subscription: undo a cancellation before the period ends; answers the new status
export const POST = handler(
  {
    auth: "user",
    apiTokens: false,
    tag: "Subscription and billing",
    summary: "Undo a cancellation before the period ends",
    responses: {
      200: answer("The new status", subscriptionStatusResponse),
    },
    errors: [400, 404, 502, 503],
  },
  ({ db, userId }) => reactivateSubscription(db, { userId }),
);
