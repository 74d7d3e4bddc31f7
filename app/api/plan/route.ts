import { handler } from "@/lib/api/handler";
import { planQuery } from "@/lib/entitlements/schemas";
import { planSummary } from "@/lib/entitlements/summary";

// GET /api/plan?workspace=: a workspace's plan and what it gets (default: the caller's personal one)
export const GET = handler({ auth: "user", query: planQuery }, ({ db, userId, query }) =>
  planSummary(db, { userId, workspaceId: query.workspace }),
);
