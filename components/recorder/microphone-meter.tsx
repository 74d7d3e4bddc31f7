"use client";

import { PercentBar } from "@/components/ui/percent-bar";
import { SILENCE_HINT } from "@/client/recording/silence";
import { useMicrophoneLevel } from "./use-microphone-level";

/** The chosen microphone's live level, and a hint when it has heard nothing for 3 s. */
export function MicrophoneMeter({ stream }: { stream: MediaStream | null }) {
  const { level, silent } = useMicrophoneLevel(stream);
  // Speech sits around 0.05-0.3 RMS: scale so a normal voice fills most of the bar.
  const shown = Math.min(100, Math.round(level * 300));
  return (
    <div className="grid gap-1.5">
      <PercentBar
        role="meter"
        label="Microphone level"
        percent={shown}
        className="w-56 bg-white/15"
        fillClassName="bg-emerald-500"
      />
      <p
        aria-live="polite"
        data-testid="microphone-hint"
        className="min-h-5 text-xs text-amber-300"
      >
        {stream && silent ? SILENCE_HINT : null}
      </p>
    </div>
  );
}
