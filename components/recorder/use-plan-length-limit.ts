"use client";

import { useEffect, useRef } from "react";
import type { RecorderState } from "@/client/recording/state";
import type { RecorderToast } from "@/client/recording/toasts";
import { formatLength } from "@/lib/format/length";
import { LENGTH_WARNING_SECONDS } from "@/lib/entitlements/shared";
import { showRecorderToast } from "./recorder-toasts";
import type { RecordingPlan } from "./use-recording-plan";

/** The recorder's clock ticks every 250 ms: stop on the last tick before the limit, never after. */
const TICK_MS = 250;

/** Seconds left on the plan, or null when the plan has no known limit. */
export function secondsLeft(plan: RecordingPlan, elapsedMs: number): number | null {
  if (plan.maxSeconds === null) return null;
  return Math.max(0, Math.ceil(plan.maxSeconds - elapsedMs / 1000));
}

/**
 * Warns a minute before the plan's longest recording and stops at it: `stop` opens the Save dialog
 * with everything recorded so far, so nothing is lost.
 */
export function usePlanLengthLimit(
  state: RecorderState,
  elapsedMs: number,
  plan: RecordingPlan,
  stop: (notice: RecorderToast) => Promise<void>,
): void {
  const warned = useRef(false);
  useEffect(() => {
    if (state === "idle") warned.current = false;
    if ((state !== "recording" && state !== "paused") || plan.maxSeconds === null) return;
    const limitMs = plan.maxSeconds * 1000;
    const planName = plan.planName ?? "your plan";
    if (elapsedMs >= limitMs - TICK_MS) {
      void stop({
        title: "Recording limit reached",
        description: `${planName} recordings stop at ${formatLength(plan.maxSeconds)}. Save it now, or see Plans for longer recordings.`,
        variant: "default",
      });
    } else if (
      !warned.current &&
      plan.maxSeconds > LENGTH_WARNING_SECONDS &&
      elapsedMs >= limitMs - LENGTH_WARNING_SECONDS * 1000
    ) {
      warned.current = true;
      showRecorderToast({
        title: "One minute left",
        description: `${planName} recordings stop at ${formatLength(plan.maxSeconds)}; the recording will stop and open Save.`,
        variant: "default",
      });
    }
  }, [state, elapsedMs, plan.maxSeconds, plan.planName, stop]);
}
