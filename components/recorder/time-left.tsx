"use client";

import { formatRecordingTime } from "@/lib/format/time";
import { LENGTH_WARNING_SECONDS } from "@/lib/entitlements/shared";
import { cn } from "@/lib/utils";
import type { Recorder } from "./use-recorder";
import { secondsLeft } from "./use-plan-length-limit";

/** "· 04:12 left on Free": the plan's remaining time, amber in the last minute. */
export function TimeLeft({ recorder }: { recorder: Recorder }) {
  const left = secondsLeft(recorder.plan, recorder.elapsedMs);
  if (left === null || recorder.state === "stopped") return null;
  const lastMinute = left <= LENGTH_WARNING_SECONDS;
  return (
    <span
      className={cn("ml-2", lastMinute ? "font-medium text-amber-300" : "text-neutral-400")}
      data-testid="recording-time-left"
    >
      · <span className="font-mono tabular-nums">{formatRecordingTime(left)}</span> left on{" "}
      {recorder.plan.planName}
    </span>
  );
}
