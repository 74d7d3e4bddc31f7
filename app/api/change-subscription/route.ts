import { handler } from "@/lib/api/handler";
import { planBody } from "@/lib/billing/schemas";
import { changePlan } from "@/lib/billing/update";

// POST /api/change-subscription: switch the active subscription to the other plan, prorated; answers the new status
export const POST = handler(
  { auth: "user", apiTokens: false, body: planBody },
  ({ db, userId, body }) => changePlan(db, { userId, planId: body.planId }),
);
