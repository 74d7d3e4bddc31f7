"use client";

import { useQuery, useQueryClient, type Query } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "@/client/api/query-keys";
import { getQueryFn } from "@/client/api/query-client";
import type { SubscriptionStatus } from "@/lib/billing/types";

type StatusPoll = (query: Query<SubscriptionStatus | null>) => number | false;

/** GET /api/subscription/status; null when signed out (401). `poll` refetches while it says so. */
export function useSubscriptionStatus(enabled = true, poll?: StatusPoll) {
  return useQuery<SubscriptionStatus | null>({
    queryKey: queryKeys.subscriptionStatus,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: "returnNull" }),
    enabled,
    refetchInterval: poll,
  });
}

/** Stores a status a mutation answered, then refetches it and the lists that depend on it. */
export function useStoreSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (status: SubscriptionStatus) => {
      queryClient.setQueryData(queryKeys.subscriptionStatus, status);
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionStatus });
    },
    [queryClient],
  );
}
