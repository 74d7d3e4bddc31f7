/** From the largest unit down: a date reads in the first unit it spans at least once. */
export const RELATIVE_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

// English is the product's only language, and its relative wording is regular: "1 hour ago",
// "3 days ago" (the same words as Intl.RelativeTimeFormat, which the unit test compares with).
// Written out rather than asked of Intl: the first RelativeTimeFormat costs a browser about 13 ms
// of main thread to load its locale data, on the share page's critical path.
const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/**
 * "2 hours ago", "1 year ago", "less than a minute ago". Whole units, rounded down. Dates slightly
 * in the future (clock skew) read as now; unparseable dates read "recently".
 */
export function formatRelativeDate(
  date: string | number | Date,
  now: Date | number = Date.now(),
): string {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return "recently";
  const seconds = Math.max(0, (new Date(now).getTime() - then) / 1000);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (seconds >= size) return ago(Math.floor(seconds / size), unit);
  }
  return "less than a minute ago";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Dec 7, 2026": the day in UTC, the same on every server and browser, for HTML that may be
 * cached (a relative "2 minutes ago" would be frozen there). Unparseable dates read "recently".
 */
export function formatAbsoluteDate(date: string | number | Date): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return "recently";
  return `${MONTHS[then.getUTCMonth()]} ${then.getUTCDate()}, ${then.getUTCFullYear()}`;
}
