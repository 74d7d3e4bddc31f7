/** What the owner's expiry badge says: nothing, 'Expires Dec 14' (with the year when not this year), or 'Expired'. */
export type ExpiryBadge = { kind: "expired" } | { kind: "expires"; label: string } | null;

/**
 * The expiry badge for `expiresAt` at `now`, dates in the browser's time zone (a `timeZone` for
 * tests). Unparseable dates show nothing.
 */
export function expiryBadge(expiresAt: string | null, now: number, timeZone?: string): ExpiryBadge {
  if (expiresAt === null) return null;
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return null;
  if (at.getTime() <= now) return { kind: "expired" };
  const year = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", timeZone });
  const date = at.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(year(at) === year(new Date(now)) ? {} : { year: "numeric" }),
    timeZone,
  });
  return { kind: "expires", label: `Expires ${date}` };
}
