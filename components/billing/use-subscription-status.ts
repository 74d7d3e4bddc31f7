"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { getQueryFn } from "@/lib/api-client/query-client";
import type { SubscriptionStatus } from "@/lib/billing/types";

/** The query key is the REST path (SPEC section 7); the dashboard reads the same entry. */
export const SUBSCRIPTION_STATUS_KEY = ["/api/subscription/status"] as const;

/** GET /api/subscription/status; null when signed out (401). */
export function useSubscriptionStatus(enabled = true) {
  return useQuery<SubscriptionStatus | null>({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: "returnNull" }),
    enabled,
  });
}

/** Stores a status a mutation answered, then refetches it and the lists that depend on it. */
export function useStoreSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (status: SubscriptionStatus) => {
      queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, status);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
    },
    [queryClient],
  );
}
