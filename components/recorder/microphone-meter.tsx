"use client";

import { SILENCE_HINT } from "@/lib/recording/silence";
import { useMicrophoneLevel } from "./use-microphone-level";

/** The chosen microphone's live level, and a hint when it has heard nothing for 3 s. */
export function MicrophoneMeter({ stream }: { stream: MediaStream | null }) {
  const { level, silent } = useMicrophoneLevel(stream);
  // Speech sits around 0.05-0.3 RMS: scale so a normal voice fills most of the bar.
  const shown = Math.min(100, Math.round(level * 300));
  return (
    <div className="grid gap-1.5">
      <div
        role="meter"
        aria-label="Microphone level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        className="h-2 w-56 overflow-hidden rounded-full bg-white/15"
      >
        <div className="h-full bg-emerald-500 transition-[width]" style={{ width: `${shown}%` }} />
      </div>
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
