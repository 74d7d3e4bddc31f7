/**
 * What each plan gets: the one table the server checks, the recorder, the UI gates and the plan
 * cards read (docs/billing.md#entitlements). Pure data, browser-safe.
 */
import {
  FREE_PLAN,
  FREE_VIDEO_LIMIT,
  LANDING_PLANS,
  PAID_PLANS,
  PRO_ANNUAL,
  PRO_MONTHLY,
  type PlanId,
} from "@/lib/billing/shared";
import type { Entitlements } from "./responses";

/** A workspace's plan: free, or the paid plan of its owner's subscription. */
export type PlanKey = "free" | PlanId;

/**
 * How long one recording or upload may be. The seconds are the server's (configuration), so the
 * table names the tier; `longest` is MAX_VIDEO_SECONDS, the longest the server accepts at all.
 */
export type RecordingLengthTier = "free" | "pro" | "longest";

/** What a plan gets: the response schema's type (lib/entitlements/responses.ts). */
export type { Entitlements } from "./responses";

/** The gates a feature can ask about (the boolean entitlements). */
export type Feature =
  "advancedEditing" | "teamSharing" | "advancedAnalytics" | "customBranding" | "prioritySupport";

export const ENTITLEMENTS: Readonly<Record<PlanKey, Entitlements>> = {
  free: {
    plan: "free",
    videoLimit: FREE_VIDEO_LIMIT,
    recordingLength: "free",
    resolution: 720,
    badge: true,
    advancedEditing: false,
    teamSharing: false,
    advancedAnalytics: false,
    customBranding: false,
    prioritySupport: false,
  },
  monthly: {
    plan: "monthly",
    videoLimit: null,
    recordingLength: "pro",
    resolution: 1080,
    badge: false,
    advancedEditing: true,
    teamSharing: true,
    advancedAnalytics: false,
    customBranding: false,
    prioritySupport: true,
  },
  yearly: {
    plan: "yearly",
    videoLimit: null,
    recordingLength: "longest",
    resolution: 1080,
    badge: false,
    advancedEditing: true,
    teamSharing: true,
    advancedAnalytics: true,
    customBranding: true,
    prioritySupport: true,
  },
};

const PLAN_ORDER: readonly PlanKey[] = ["free", "monthly", "yearly"];

export const PLAN_NAMES: Readonly<Record<PlanKey, string>> = {
  free: FREE_PLAN.name,
  monthly: PRO_MONTHLY.name,
  yearly: PRO_ANNUAL.name,
};

/** The cheapest plan that has a feature, for "needs Pro Annual" messages and prompts. */
export function cheapestPlanWith(feature: Feature): PlanKey {
  return PLAN_ORDER.find((plan) => ENTITLEMENTS[plan][feature]) ?? "yearly";
}

/** The cheapest plan whose recordings may be longer than `seconds`, given the plans' limits. */
export function cheapestPlanAllowing(
  seconds: number,
  limits: Readonly<Record<RecordingLengthTier, number>>,
): PlanKey {
  return (
    PLAN_ORDER.find((plan) => limits[ENTITLEMENTS[plan].recordingLength] >= seconds) ?? "yearly"
  );
}

const FEATURE_TEXT: Readonly<Record<Feature, string>> = {
  advancedEditing: "Advanced editing",
  teamSharing: "Team sharing",
  advancedAnalytics: "Advanced analytics",
  customBranding: "Custom branding",
  prioritySupport: "Priority support",
};

/** "Custom branding needs Pro Annual.": the 403 message and the upgrade prompt's title. */
export function featureNeedsPlanMessage(feature: Feature): string {
  return `${FEATURE_TEXT[feature]} needs ${PLAN_NAMES[cheapestPlanWith(feature)]}.`;
}

/** What each plan-card line promises, as a check on the entitlements of the card's plan. */
export const CARD_LINE_CLAIMS: Readonly<
  Record<string, { entitlement: keyof Entitlements; holds: (e: Entitlements) => boolean }>
> = {
  [`${FREE_VIDEO_LIMIT} videos`]: {
    entitlement: "videoLimit",
    holds: (e) => e.videoLimit === FREE_VIDEO_LIMIT,
  },
  [`${FREE_VIDEO_LIMIT} recordings`]: {
    entitlement: "videoLimit",
    holds: (e) => e.videoLimit === FREE_VIDEO_LIMIT,
  },
  "Unlimited recordings": { entitlement: "videoLimit", holds: (e) => e.videoLimit === null },
  "Basic editing": { entitlement: "advancedEditing", holds: () => true },
  "Advanced editing": { entitlement: "advancedEditing", holds: (e) => e.advancedEditing },
  // "720p" on the Pro Monthly card is the plans page's fixed wording; Pro renders up to 1080p.
  "720p": { entitlement: "resolution", holds: (e) => e.resolution >= 720 },
  "1080p": { entitlement: "resolution", holds: (e) => e.resolution >= 1080 },
  "No watermark": { entitlement: "badge", holds: (e) => !e.badge },
  "Priority support": { entitlement: "prioritySupport", holds: (e) => e.prioritySupport },
  "Up to 60 min recording": {
    entitlement: "recordingLength",
    holds: (e) => e.recordingLength !== "free",
  },
  "Unlimited time": {
    entitlement: "recordingLength",
    holds: (e) => e.recordingLength === "longest",
  },
  "Team sharing": { entitlement: "teamSharing", holds: (e) => e.teamSharing },
  "Advanced analytics": { entitlement: "advancedAnalytics", holds: (e) => e.advancedAnalytics },
  "Custom branding": { entitlement: "customBranding", holds: (e) => e.customBranding },
};

/** Every card with the plans it speaks for (the landing page's Pro card speaks for both Pro plans). */
export const PLAN_CARDS: readonly { plans: readonly PlanKey[]; features: readonly string[] }[] = [
  { plans: ["free"], features: FREE_PLAN.features },
  ...PAID_PLANS.map((plan) => ({ plans: [plan.id], features: plan.features })),
  ...LANDING_PLANS.map((card) => ({
    plans: card.price === 0 ? (["free"] as const) : (["monthly", "yearly"] as const),
    features: card.features,
  })),
];

/** GET /api/plan: a workspace's plan, what it gets, and its longest recording in seconds. */
export type { PlanSummary } from "./responses";

/** The recorder warns this long before the plan's limit (then stops at it). */
export const LENGTH_WARNING_SECONDS = 60;
