import { handler } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { getSubscriptionStatus } from "@/lib/billing/manage";

// GET /api/subscription/status: isSubscribed, plan, currentPeriodEnd, cancelAtPeriodEnd (signed in only)
export const GET = handler({ auth: "viewer" }, async ({ caller }) =>
  getSubscriptionStatus(requireUser(caller)),
);
