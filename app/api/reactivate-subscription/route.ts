import { handler } from "@/lib/api/handler";
import { reactivateSubscription } from "@/lib/billing/update";

// POST /api/reactivate-subscription: undo a cancellation before the period ends; answers the new status
export const POST = handler({ auth: "user", apiTokens: false }, ({ db, userId }) =>
  reactivateSubscription(db, { userId }),
);
