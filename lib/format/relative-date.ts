/** From the largest unit down: a date reads in the first unit it spans at least once. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

// The browser's own relative-time wording ("2 hours ago", "3 days ago"): no date library in the
// pages that show one (the share page among them). Always a number, so every date ends in "ago".
const relative = new Intl.RelativeTimeFormat("en", { numeric: "always" });

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
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "less than a minute ago";
}
