import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/client/http/query-client";
import type { PlanSummary } from "@/lib/entitlements/responses";

/** The REST paths of plans: the only place browser code writes them. */
export const planPaths = {
  plan: "/api/plan",
  workspacePlan: (workspaceId: number) => `/api/plan?workspace=${workspaceId}`,
};

/** The plan of the caller's personal workspace; null when signed out (401). */
export const planSummaryQuery = () =>
  queryOptions<PlanSummary | null>({
    queryKey: [planPaths.plan],
    queryFn: getQueryFn<PlanSummary>({ on401: "returnNull" }),
  });

/** The plan of a workspace the caller is in (what its videos may use); null when signed out. */
export const workspacePlanQuery = (workspaceId: number) =>
  queryOptions<PlanSummary | null>({
    queryKey: [planPaths.workspacePlan(workspaceId)],
    queryFn: getQueryFn<PlanSummary>({ on401: "returnNull" }),
  });
