"use client";

import type { CountdownValue } from "@/client/recording/countdown";

/** The large 3-2-1 over the stage, announced to screen readers; a click skips it. */
export function CountdownOverlay({ value, onSkip }: { value: CountdownValue; onSkip: () => void }) {
  if (value === null) return null;
  return (
    <button
      type="button"
      onClick={onSkip}
      aria-label={`Recording starts in ${value}. Skip countdown`}
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-black/60 outline-none"
    >
      <span
        aria-live="assertive"
        data-testid="countdown"
        className="text-9xl font-bold text-white tabular-nums"
      >
        {value}
      </span>
      <span className="text-sm text-neutral-300">Click to start now</span>
    </button>
  );
}
