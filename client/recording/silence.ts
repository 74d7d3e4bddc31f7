/** After this long below the threshold the Ready state says it can't hear the user. */
export const SILENCE_HINT_MS = 3000;
/** RMS level (0-1) under which the microphone counts as silent. */
export const SILENCE_LEVEL = 0.01;
export const SILENCE_HINT = "We can't hear you: check your microphone";

/** The root mean square of time-domain samples centred on 128 (AnalyserNode byte data), 0-1. */
export function rmsLevel(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const v = (sample - 128) / 128;
    sum += v * v;
  }
  return Math.sqrt(sum / samples.length);
}

/** Tracks when the microphone last heard something; silent once that is SILENCE_HINT_MS ago. */
export function silenceTracker(startedAt: number) {
  let lastSound = startedAt;
  return {
    /** Feeds one level reading; returns whether the hint should show. */
    update(level: number, now: number): boolean {
      if (level >= SILENCE_LEVEL) lastSound = now;
      return now - lastSound >= SILENCE_HINT_MS;
    },
  };
}
