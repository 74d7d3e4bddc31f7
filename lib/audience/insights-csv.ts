import "server-only";
import { stringify } from "csv-stringify/sync";
import type { DbOrTx } from "@/db/types";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { assertAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import type { InsightsViewer } from "./shared";
import { listEngagementViewers } from "./viewers";

/** Rows a CSV export holds at most: far above what one video's owner reads line by line. */
const CSV_VIEWER_LIMIT = 10_000;

const COLUMNS = [
  "viewer",
  "kind",
  "email",
  "company",
  "percent_watched",
  "completed",
  "cta_clicked",
  "first_view",
  "last_view",
];

/**
 * A spreadsheet cell that starts like a formula is made text (CSV injection): viewers choose
 * their names, and the owner opens the file in a spreadsheet.
 */
const cell = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const kindOf = (viewer: InsightsViewer) =>
  viewer.recipient
    ? "tracked link"
    : viewer.user
      ? "signed in"
      : viewer.gated
        ? "email gate"
        : "anonymous";

/** GET /api/videos/{id}/insights.csv: one row per viewer, newest first (Pro Annual). */
export async function insightsCsv(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<string> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  await assertAdvancedAnalytics(db, video);
  const viewers = await listEngagementViewers(db, {
    videoId,
    duration: video.duration,
    limit: CSV_VIEWER_LIMIT,
  });
  const rows = viewers.map((viewer) => [
    cell(viewer.name),
    kindOf(viewer),
    cell(viewer.recipient?.email ?? viewer.gated?.email ?? null),
    cell(viewer.recipient?.company ?? null),
    viewer.percentWatched,
    viewer.completed,
    viewer.ctaClicked,
    viewer.firstViewedAt,
    viewer.lastWatchedAt,
  ]);
  return stringify([COLUMNS, ...rows], { cast: { boolean: (value) => String(value) } });
}
