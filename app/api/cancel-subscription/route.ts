import { handler } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { cancelSubscription } from "@/lib/billing/manage";

// POST /api/cancel-subscription: cancel at the end of the paid period; answers the new status
export const POST = handler({ auth: "viewer" }, async ({ caller }) =>
  cancelSubscription(requireUser(caller)),
);
