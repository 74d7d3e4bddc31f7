import { z } from "zod";
import type { SameType } from "@/lib/utils";
import type { PlanKey, RecordingLengthTier } from "./shared";

/** A workspace's plan: free, or the paid plan of its owner's subscription. */
export const PLAN_KEYS = ["free", "monthly", "yearly"] as const;
const RECORDING_LENGTH_TIERS = ["free", "pro", "longest"] as const;

// Fail to compile when a list and its type differ.
export const planKeysMatch: SameType<(typeof PLAN_KEYS)[number], PlanKey> = true;
export const recordingLengthTiersMatch: SameType<
  (typeof RECORDING_LENGTH_TIERS)[number],
  RecordingLengthTier
> = true;

/** What a plan gets (the ENTITLEMENTS table's rows, docs/billing.md#entitlements). */
export const entitlementsResponse = z.strictObject({
  plan: z.enum(PLAN_KEYS),
  videoLimit: z.number().int().nullable().describe("Saved videos per workspace; null: unlimited"),
  recordingLength: z
    .enum(RECORDING_LENGTH_TIERS)
    .describe(
      "How long one recording or upload may be, as a tier (`longest`: the longest the server " +
        "accepts at all); `maxRecordingSeconds` is its length",
    ),
  resolution: z
    .union([z.literal(720), z.literal(1080)])
    .describe("The tallest rendition, in pixels"),
  badge: z
    .boolean()
    .describe('The "Made with Demoreel" link on the share page and at the end of the embed'),
  advancedEditing: z
    .boolean()
    .describe(
      "Edit by transcript, remove filler words and silences (trim, cut, thumbnail are on every plan)",
    ),
  teamSharing: z.boolean().describe("Members beyond the owner may record in the workspace"),
  advancedAnalytics: z
    .boolean()
    .describe("Tracked links, email gate, per-viewer figures, CSV, webhooks, live alerts"),
  customBranding: z
    .boolean()
    .describe("Logo and accent colour on the share page, embed and emails"),
  prioritySupport: z.boolean(),
});

/** GET /api/plan: a workspace's plan, what it gets, and its longest recording in seconds. */
export const planSummaryResponse = z.strictObject({
  ...entitlementsResponse.shape,
  planName: z.string().describe("The plan's display name, e.g. `Pro Annual`"),
  workspaceId: z.number().int(),
  maxRecordingSeconds: z
    .number()
    .int()
    .describe("The longest recording the plan allows, in seconds (the recorder stops at it)"),
});

export type Entitlements = z.infer<typeof entitlementsResponse>;
export type PlanSummary = z.infer<typeof planSummaryResponse>;
