"use client";

import { queryOptions, useQuery, useQueryClient, type Query } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import { getQueryFn } from "@/client/http/query-client";
import { planPaths } from "./plan";
import type { PlanId } from "@/lib/billing/shared";
import type { SubscriptionStatus } from "@/lib/billing/responses";

/** The REST paths of billing: the only place browser code writes them. */
export const billingPaths = {
  status: "/api/subscription/status",
  checkout: "/api/create-subscription",
  testConfirm: "/api/checkout/test/confirm",
  cancel: "/api/cancel-subscription",
  reactivate: "/api/reactivate-subscription",
  change: "/api/change-subscription",
  portal: "/api/billing-portal",
};

export const billingKeys = {
  status: [billingPaths.status],
};

/** The caller's subscription; null when signed out (401). */
export const subscriptionStatusQuery = () =>
  queryOptions<SubscriptionStatus | null>({
    queryKey: billingKeys.status,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: "returnNull" }),
  });

type StatusPoll = (query: Query<SubscriptionStatus | null>) => number | false;

/** The subscription status; `poll` refetches while it says so. */
export function useSubscriptionStatus(enabled = true, poll?: StatusPoll) {
  return useQuery({ ...subscriptionStatusQuery(), enabled, refetchInterval: poll });
}

/** Stores a status a mutation answered, then refetches it and the plans that depend on it. */
export function useStoreSubscriptionStatus() {
  const queryClient = useQueryClient();
  return useCallback(
    (status: SubscriptionStatus) => {
      queryClient.setQueryData(billingKeys.status, status);
      void queryClient.invalidateQueries({ queryKey: billingKeys.status });
      // Every workspace plan read (the recorder's limits, the Pro features' gates) follows it.
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === "string" && path.startsWith(planPaths.plan),
      });
    },
    [queryClient],
  );
}

/** Reads the checkout address from a POST /api/create-subscription answer. */
function readCheckoutUrl(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("url" in body)) return null;
  return typeof body.url === "string" && body.url !== "" ? body.url : null;
}

/** The checkout address of a plan (Stripe Checkout, or the local test-mode checkout). */
export async function requestCheckoutUrl(planId: PlanId): Promise<string> {
  const url = readCheckoutUrl(await apiRequest("POST", billingPaths.checkout, { planId }));
  if (!url) throw new Error("The response has no checkout URL");
  return url;
}

/** The local checkout's payment: activates the plan for one period, then back to /subscription. */
export function useConfirmTestPayment(planId: PlanId) {
  const router = useRouter();
  const store = useStoreSubscriptionStatus();
  return useApiMutation({
    mutationFn: () => apiRequest<SubscriptionStatus>("POST", billingPaths.testConfirm, { planId }),
    onSuccess: (status) => {
      store(status);
      router.push("/subscription");
    },
    success: {
      title: "Subscription activated",
      description: "Test payment confirmed. Enjoy unlimited recordings!",
    },
    failure: {
      title: "Subscription Error",
      fallback: "The test payment could not be confirmed. Please try again.",
    },
  });
}

/** Cancel at the period's end; `periodEnd` is the day the toast names. */
export function useCancelSubscription(periodEnd: string) {
  const store = useStoreSubscriptionStatus();
  return useApiMutation({
    mutationFn: () => apiRequest<SubscriptionStatus>("POST", billingPaths.cancel),
    onSuccess: store,
    success: {
      title: "Subscription cancelled",
      description: `Your Pro plan stays active until ${periodEnd}.`,
    },
    failure: {
      title: "Cancellation failed",
      fallback: "Failed to cancel your subscription. Please try again.",
    },
  });
}

export function useReactivateSubscription(periodEnd: string) {
  const store = useStoreSubscriptionStatus();
  return useApiMutation({
    mutationFn: () => apiRequest<SubscriptionStatus>("POST", billingPaths.reactivate),
    onSuccess: store,
    success: {
      title: "Subscription reactivated",
      description: `Your plan renews on ${periodEnd}.`,
    },
    failure: {
      title: "Reactivation failed",
      fallback: "Failed to reactivate your subscription. Please try again.",
    },
  });
}

/** Switches the subscription to `planId` (the other plan), prorated. */
export function useChangePlan(planId: PlanId, planName: string) {
  const store = useStoreSubscriptionStatus();
  const router = useRouter();
  return useApiMutation({
    mutationFn: () => apiRequest<SubscriptionStatus>("POST", billingPaths.change, { planId }),
    onSuccess: (next) => {
      store(next);
      // The plan cards are rendered on the server with the plan they offer a switch from.
      router.refresh();
    },
    success: { title: "Plan changed", description: `You're now on ${planName}.` },
    failure: {
      title: "Plan change failed",
      fallback: "Failed to change your plan. Please try again.",
    },
  });
}

/** Opens the Stripe billing portal (payment methods and invoices). */
export function useBillingPortal() {
  return useApiMutation({
    mutationFn: () => apiRequest<{ url: string }>("POST", billingPaths.portal),
    onSuccess: ({ url }) => window.location.assign(url),
    failure: {
      title: "Billing portal unavailable",
      fallback: "Failed to open the billing portal. Please try again.",
    },
  });
}
