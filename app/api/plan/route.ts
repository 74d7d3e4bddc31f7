import { answer } from "@/lib/api/contract";
import { handler } from "@/lib/api/handler";
import { planSummaryResponse } from "@/lib/entitlements/responses";
import { planQuery } from "@/lib/entitlements/schemas";
import { planSummary } from "@/lib/entitlements/summary";

// GET /api/plan?workspace=: a workspace's plan and what it gets (default: the caller's personal one)
export const GET = handler(
  {
    auth: "user",
    query: planQuery,
    tag: "Subscription and billing",
    summary: "A workspace's plan and what it gets",
    responses: { 200: answer("The plan summary", planSummaryResponse) },
    errors: [404],
  },
  ({ db, userId, query }) => planSummary(db, { userId, workspaceId: query.workspace }),
);
