import { z } from "zod";
import type { SameType } from "@/lib/utils";
import type { PlanId } from "./shared";

/** The paid plans: Pro Monthly and Pro Annual. */
export const PLAN_IDS = ["monthly", "yearly"] as const;
// Fails to compile when the list and the type differ.
export const planIdsMatch: SameType<(typeof PLAN_IDS)[number], PlanId> = true;

/**
 * The status object (docs/api.md#the-status-object): GET /api/subscription/status, and what the
 * routes that change the subscription answer. Not subscribed, or the period has ended: every
 * field is null or false.
 */
export const subscriptionStatusResponse = z.strictObject({
  isSubscribed: z.boolean(),
  plan: z.enum(PLAN_IDS).nullable(),
  currentPeriodEnd: z.iso
    .datetime()
    .nullable()
    .describe("When the paid period ends (renews, or ends if cancelled); null when not subscribed"),
  cancelAtPeriodEnd: z.boolean().describe("Cancelled: it ends at `currentPeriodEnd`"),
  provider: z
    .enum(["stripe", "test"])
    .nullable()
    .describe("Who bills it: `stripe` offers the billing portal; null when not subscribed"),
  seats: z
    .number()
    .int()
    .nullable()
    .describe("Creator seats billed (the price is per seat); null when not subscribed"),
});

export type SubscriptionStatus = z.infer<typeof subscriptionStatusResponse>;

/**
 * GET /api/workspaces/{wid}/seats: what the workspace owner's plan bills per creator seat and how
 * many seats it counts now, so an invite can say what one more seat costs. All null on Free.
 */
export const seatQuoteResponse = z.strictObject({
  plan: z.enum(PLAN_IDS).nullable().describe("The owner's paid plan; null when on Free"),
  seats: z.number().int().nullable().describe("Creator seats counted now"),
  pricePerSeat: z.number().int().nullable().describe("Whole US dollars per seat and interval"),
  interval: z.enum(["month", "year"]).nullable(),
});

export type SeatQuote = z.infer<typeof seatQuoteResponse>;
