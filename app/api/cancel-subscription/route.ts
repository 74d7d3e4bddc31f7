import { handler } from "@/lib/api/handler";
import { cancelSubscription } from "@/lib/billing/update";

// POST /api/cancel-subscription: cancel at the end of the paid period; answers the new status
export const POST = handler({ auth: "user", apiTokens: false }, ({ db, userId }) =>
  cancelSubscription(db, { userId }),
);
