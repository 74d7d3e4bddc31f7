import { formatDistance } from "date-fns";

/**
 * "about 2 hours ago", "over 1 year ago", "almost 2 years ago" (date-fns distance wording).
 * Dates slightly in the future (clock skew) read as now; unparseable dates read "recently".
 */
export function formatRelativeDate(
  date: string | number | Date,
  now: Date | number = Date.now(),
): string {
  const then = new Date(date);
  if (Number.isNaN(then.getTime())) return "recently";
  const reference = new Date(now);
  const clamped = then.getTime() > reference.getTime() ? reference : then;
  return formatDistance(clamped, reference, { addSuffix: true });
}
