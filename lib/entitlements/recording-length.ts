import "server-only";
import { config } from "@/lib/config";
import { tooLarge } from "@/lib/errors";
import { formatLength } from "@/lib/format/length";
import {
  cheapestPlanAllowing,
  PLAN_NAMES,
  type Entitlements,
  type RecordingLengthTier,
} from "./shared";

/** Each tier's longest recording in seconds, from the configuration (never above MAX_VIDEO_SECONDS). */
export function recordingLengthLimits(): Record<RecordingLengthTier, number> {
  const { FREE_MAX_RECORDING_SECONDS, PRO_MAX_RECORDING_SECONDS, MAX_VIDEO_SECONDS } = config();
  return {
    free: Math.min(FREE_MAX_RECORDING_SECONDS, MAX_VIDEO_SECONDS),
    pro: Math.min(PRO_MAX_RECORDING_SECONDS, MAX_VIDEO_SECONDS),
    longest: MAX_VIDEO_SECONDS,
  };
}

export function maxRecordingSeconds(entitlements: Entitlements): number {
  return recordingLengthLimits()[entitlements.recordingLength];
}

/** "Recordings longer than 5 min need Pro Monthly." */
export function planLengthMessage(seconds: number, entitlements: Entitlements): string {
  const limits = recordingLengthLimits();
  const plan = PLAN_NAMES[cheapestPlanAllowing(seconds, limits)];
  return `Recordings longer than ${formatLength(limits[entitlements.recordingLength])} need ${plan}.`;
}

/**
 * The recorder stops on its clock's last tick before the limit; the media's own timestamps may run
 * a little past it, which the server forgives.
 */
const LENGTH_SLACK_SECONDS = 1;

/**
 * 413 `plan_length_limit` when a recording or upload of `seconds` is longer than the plan allows
 * (the longest the server takes at all stays `recording_too_long`, checked before).
 */
export function assertWithinPlanLength(
  entitlements: Entitlements,
  seconds: number | undefined,
): void {
  if (seconds === undefined || seconds <= maxRecordingSeconds(entitlements) + LENGTH_SLACK_SECONDS)
    return;
  throw tooLarge(planLengthMessage(seconds, entitlements), "plan_length_limit");
}
