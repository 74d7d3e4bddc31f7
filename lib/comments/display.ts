const COMMENT_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** SPEC 2: short month, day, year, hour and minute, e.g. "Mar 1, 2025, 2:05 PM". */
export function formatCommentDate(value: string | Date, format = COMMENT_DATE): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}
