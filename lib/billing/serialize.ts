import "server-only";
import type { Subscription } from "@/db/schema";
import { NOT_SUBSCRIBED, isSubscriptionActive, type SubscriptionStatus } from "./shared";

/** Maps a row to the response shape: nothing internal leaks, and an ended subscription reads as none. */
export function toSubscriptionStatus(
  row: Subscription | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (!row || !isSubscriptionActive(row, now) || !row.currentPeriodEnd) return NOT_SUBSCRIBED;
  return {
    isSubscribed: true,
    plan: row.plan,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider,
    seats: row.seats,
  };
}
