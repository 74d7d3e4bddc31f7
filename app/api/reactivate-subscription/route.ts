import { handler } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/caller";
import { reactivateSubscription } from "@/lib/billing/manage";

// POST /api/reactivate-subscription: undo a cancellation before the period ends; answers the new status
export const POST = handler({ auth: "viewer" }, async ({ caller }) =>
  reactivateSubscription(requireUser(caller)),
);
