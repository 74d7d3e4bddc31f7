/** The plan catalogue and the free-tier banner, shared by the landing page, the plans page and billing. Pure data, no I/O. */

import type { SubscriptionStatus } from "./responses";

export type PlanId = "monthly" | "yearly";
export type BillingInterval = "month" | "year";

export interface PaidPlan {
  id: PlanId;
  name: string;
  /** Price in whole US dollars per interval. */
  price: number;
  /** Price in cents, as Stripe expects it. */
  amountCents: number;
  interval: BillingInterval;
  /** Default Stripe price lookup key; `STRIPE_PRICE_*` may override it. */
  lookupKey: string;
  description: string;
  badge?: string;
  /** Above the features, when the plan holds another plan's features as well as its own. */
  featuresLead?: string;
  features: readonly string[];
}

export interface FreePlan {
  id: "free";
  name: string;
  price: 0;
  videoLimit: number;
  features: readonly string[];
}

/** A pricing card on the landing page; its wording differs from the plans page on purpose. */
export interface LandingPlan {
  name: string;
  price: number;
  interval?: BillingInterval;
  description: string;
  features: readonly string[];
  highlighted: boolean;
}

export const FREE_VIDEO_LIMIT = 4;
export const UPGRADE_MESSAGE =
  "You've reached the limit of 4 videos on the free plan. Upgrade to Pro for unlimited recordings.";

export const FREE_PLAN: FreePlan = {
  id: "free",
  name: "Free",
  price: 0,
  videoLimit: FREE_VIDEO_LIMIT,
  features: [`${FREE_VIDEO_LIMIT} videos`, "Basic editing", "720p"],
};

export const PRO_MONTHLY: PaidPlan = {
  id: "monthly",
  name: "Pro Monthly",
  price: 14,
  amountCents: 1400,
  interval: "month",
  lookupKey: "demoreel_pro_monthly",
  description: "Unlimited recordings, billed every month. Cancel anytime.",
  features: [
    "Unlimited recordings",
    "720p",
    "No watermark",
    "Priority support",
    "Up to 60 min recording",
    "Team sharing",
  ],
};

export const PRO_ANNUAL: PaidPlan = {
  id: "yearly",
  name: "Pro Annual",
  price: 140,
  amountCents: 14000,
  interval: "year",
  lookupKey: "demoreel_pro_yearly",
  description: "Unlimited recordings, billed once a year.",
  badge: "save 17%",
  // Its own lines alone would read as if Monthly's were missing: it holds all of them.
  featuresLead: "All of Monthly's features, plus:",
  features: ["1080p", "Unlimited time", "Advanced analytics", "Custom branding"],
};

/** Beside a Pro price on the plans page: Pro is billed per owner, admin and creator. */
export const SEAT_PRICE_NOTE = "per creator seat";

export const PAID_PLANS: readonly PaidPlan[] = [PRO_MONTHLY, PRO_ANNUAL];

export const LANDING_PLANS: readonly LandingPlan[] = [
  {
    name: "Free Trial",
    price: 0,
    description: "Try Demoreel on your next demo. No credit card required.",
    features: ["4 recordings", "Basic editing", "720p"],
    highlighted: false,
  },
  {
    name: "Pro",
    price: 14,
    interval: "month",
    description: "For reps who send demos every day.",
    features: ["Unlimited recordings", "Advanced editing", "1080p", "Priority support"],
    highlighted: true,
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return value === "monthly" || value === "yearly";
}

export function getPlan(id: string): PaidPlan | undefined {
  return PAID_PLANS.find((plan) => plan.id === id);
}

/** "$14", "$140", "$0". */
export function formatPrice(price: number): string {
  return `$${price}`;
}

/** "/month" or "/year"; empty for a plan without an interval. */
export function formatInterval(interval: BillingInterval | undefined): string {
  return interval ? `/${interval}` : "";
}

/** Whole-percent saving of paying yearly instead of twelve monthly payments. */
export function yearlySavingsPercent(monthly: PaidPlan, yearly: PaidPlan): number {
  const twelveMonths = monthly.amountCents * 12;
  return Math.round(((twelveMonths - yearly.amountCents) / twelveMonths) * 100);
}

export interface FreeTierBannerText {
  title: string;
  message: string;
}

/**
 * The dashboard banner's wording (docs/product/texts-and-errors.md#free-tier-banner),
 * "recording(s)" for every count.
 */
export function freeTierBannerText(videoCount: number): FreeTierBannerText {
  const n = Math.max(0, Math.floor(videoCount));
  return {
    title: `Free tier: ${n} of ${FREE_VIDEO_LIMIT} videos created`,
    message:
      n >= FREE_VIDEO_LIMIT
        ? "You've reached your free tier limit. Upgrade now to create unlimited recordings!"
        : `You can create ${FREE_VIDEO_LIMIT - n} more free recording(s). Upgrade for unlimited access!`,
  };
}

/** Only signed-in users without a subscription who have at least one video see it. */
export function showFreeTierBanner(input: {
  signedIn: boolean;
  isSubscribed: boolean;
  videoCount: number;
}): boolean {
  return input.signedIn && !input.isSubscribed && input.videoCount >= 1;
}

/** Statuses that grant Pro; one cancelled at period end stays active until the period ends. */
export const ACTIVE_STATUSES = ["active", "trialing", "past_due"] as const;

/** Whether a subscription row grants Pro at `now` (the rule `hasActiveSubscription` asks in SQL). */
export function isSubscriptionActive(
  row: { status: string; currentPeriodEnd: Date | null } | undefined,
  now = new Date(),
): boolean {
  if (!row?.currentPeriodEnd) return false;
  return (ACTIVE_STATUSES as readonly string[]).includes(row.status) && row.currentPeriodEnd > now;
}
/**
 * GET /api/subscription/status (docs/api.md#the-status-object), plus the provider so the UI can
 * offer the billing portal: the response schema's type (lib/billing/responses.ts).
 */
export type { SubscriptionStatus } from "./responses";

export const NOT_SUBSCRIBED: SubscriptionStatus = {
  isSubscribed: false,
  plan: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  provider: null,
  seats: null,
};

// Seat pricing texts shared by the plans page and the invite form.

export interface SeatPrice {
  /** Whole US dollars per seat and interval. */
  pricePerSeat: number;
  interval: BillingInterval;
}

/** "$28/month": what `seats` seats cost per interval. */
export function seatsTotal({ pricePerSeat, interval }: SeatPrice, seats: number): string {
  return `${formatPrice(pricePerSeat * seats)}${formatInterval(interval)}`;
}

/** "3 creator seats x $14/month = $42/month". */
export function seatSummary(price: SeatPrice, seats: number): string {
  const noun = seats === 1 ? "creator seat" : "creator seats";
  return `${seats} ${noun} x ${seatsTotal(price, 1)} = ${seatsTotal(price, seats)}`;
}

/** Beside the invite form: a creator or admin joining a Pro workspace is one more paid seat. */
export function addSeatNote(price: SeatPrice, seatsNow: number): string {
  const after = seatsNow + 1;
  return `Adds a seat: ${seatsTotal(price, 1)}; your plan becomes ${after} seats, ${seatsTotal(price, after)}.`;
}
