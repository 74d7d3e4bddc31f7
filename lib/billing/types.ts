import "server-only";
import type { PlanId } from "@/lib/billing/shared";

/**
 * GET /api/subscription/status (docs/api.md#the-status-object), plus the provider so the UI can
 * offer the billing portal.
 */
export interface SubscriptionStatus {
  isSubscribed: boolean;
  plan: PlanId | null;
  /** ISO 8601, or null when not subscribed. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: "stripe" | "test" | null;
}

export const NOT_SUBSCRIBED: SubscriptionStatus = {
  isSubscribed: false,
  plan: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  provider: null,
};
