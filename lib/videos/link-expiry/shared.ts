// The edit dialog's link expiry choices, worked out in the browser before the server sees them.

/**
 * The edit dialog's "Link expires" choices: keep what is set, never, a preset number of days from
 * now, or the end of a picked day (never one in the past).
 */
export const LINK_EXPIRY_PRESETS = [
  { value: "1", label: "In 1 day", days: 1 },
  { value: "7", label: "In 7 days", days: 7 },
  { value: "30", label: "In 30 days", days: 30 },
] as const;

export type LinkExpiryChoice =
  "keep" | "never" | "date" | (typeof LINK_EXPIRY_PRESETS)[number]["value"];

export const PAST_DATE_MESSAGE = "Pick today or a later day: a link cannot expire in the past.";
export const NO_DATE_MESSAGE = "Pick the day the link should expire.";

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD of a moment in the viewer's time zone (a date input's value). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of a YYYY-MM-DD day in the viewer's time zone, as an ISO time. */
function endOfLocalDay(day: string): Date {
  const [year = 0, month = 1, dayOfMonth = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, dayOfMonth, 23, 59, 59, 999);
}

export type LinkExpiryResult =
  | { ok: true; change: false }
  | { ok: true; change: true; expiresAt: string | null }
  | { ok: false; message: string };

/**
 * What a choice sends as `expiresAt`: nothing when it keeps the current state (an expired date
 * left alone must not fail the save), else an ISO time or null; a missing or past day is refused
 * here, before the server sees it.
 */
export function linkExpiryChange(
  choice: LinkExpiryChoice,
  { day, current, now = new Date() }: { day: string; current: string | null; now?: Date },
): LinkExpiryResult {
  if (choice === "keep") return { ok: true, change: false };
  if (choice === "never") {
    return current === null
      ? { ok: true, change: false }
      : { ok: true, change: true, expiresAt: null };
  }
  if (choice === "date") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { ok: false, message: NO_DATE_MESSAGE };
    if (day < localDay(now)) return { ok: false, message: PAST_DATE_MESSAGE };
    return { ok: true, change: true, expiresAt: endOfLocalDay(day).toISOString() };
  }
  const days = LINK_EXPIRY_PRESETS.find((preset) => preset.value === choice)?.days ?? 1;
  return {
    ok: true,
    change: true,
    expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
  };
}
