/** The 3-2-1 before recording: the number shown, or null once it is over (or skipped). */
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 1000;

export type CountdownValue = number | null;

/** The next value after one step: 3, 2, 1, then null (recording starts). */
export function nextCountdown(value: CountdownValue): CountdownValue {
  if (value === null || value <= 1) return null;
  return value - 1;
}

/** The first value: COUNTDOWN_FROM, or straight to recording when the setting is off. */
export const firstCountdown = (enabled: boolean): CountdownValue =>
  enabled ? COUNTDOWN_FROM : null;
