import "server-only";
import { and, asc, desc, eq, gt, lt, or, type AnyColumn, type SQL } from "drizzle-orm";
import type { PageCursor } from "./cursor";

/** The columns a page is ordered by: creation time, then id to break ties. */
export interface KeysetColumns {
  createdAt: AnyColumn;
  id: AnyColumn;
}

export type KeysetDirection = "asc" | "desc";

/** Rows that come after the cursor in the page order; undefined (no filter) on the first page. */
export function pastCursor(
  columns: KeysetColumns,
  cursor: PageCursor | undefined,
  direction: KeysetDirection,
): SQL | undefined {
  if (!cursor) return undefined;
  const past = direction === "asc" ? gt : lt;
  return or(
    past(columns.createdAt, cursor.createdAt),
    and(eq(columns.createdAt, cursor.createdAt), past(columns.id, cursor.id)),
  );
}

/** The page order itself, for `.orderBy(...)`. */
export function keysetOrder(columns: KeysetColumns, direction: KeysetDirection): SQL[] {
  const by = direction === "asc" ? asc : desc;
  return [by(columns.createdAt), by(columns.id)];
}
