"use client";

import { formatAbsoluteDate, formatRelativeDate } from "@/lib/format/relative-date";
import { useHydrated } from "./use-hydrated";

/**
 * A date as "3 hours ago", counted in the browser: the server's HTML (which a cache may keep for
 * a while) holds the absolute day, and the relative words replace it once the page hydrates.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={date} className={className} data-relative={hydrated ? "" : undefined}>
      {hydrated ? formatRelativeDate(date) : formatAbsoluteDate(date)}
    </time>
  );
}
