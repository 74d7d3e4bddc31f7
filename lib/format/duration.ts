import { formatTime } from "./time";

/** The longest duration shown: one day (docs/product/limits-and-constants.md#duration-display). */
export const MAX_DISPLAY_DURATION_SECONDS = 86_400;

/**
 * Formats a duration in seconds as mm:ss, or hh:mm:ss from one hour on.
 * Zero, negative and non-numeric values show 00:01; values are capped at 86400 s.
 */
export function formatDuration(seconds: number | string | null | undefined): string {
  const value = typeof seconds === "string" && seconds.trim() !== "" ? Number(seconds) : seconds;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return "00:01";
  const total = Math.max(1, Math.floor(Math.min(value, MAX_DISPLAY_DURATION_SECONDS)));
  return formatTime(total, { padHours: true });
}
