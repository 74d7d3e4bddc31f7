import { handler } from "@/lib/api/handler";
import { getSubscriptionStatus } from "@/lib/billing/queries";

// GET /api/subscription/status: isSubscribed, plan, currentPeriodEnd, cancelAtPeriodEnd (signed in only)
export const GET = handler({ auth: "user" }, ({ db, userId }) =>
  getSubscriptionStatus(db, { userId }),
);
