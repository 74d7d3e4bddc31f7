import "server-only";
import { desc, eq, max, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { authorDisplayName } from "@/lib/format/person-name";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { RETENTION_BUCKETS, users, videoInsights, watchSessions } from "@/db/schema";
import { percentOf, round } from "@/lib/videos/watched-average";
import { INSIGHTS_VIEWER_LIMIT } from "./shared";
import type { InsightsViewer, VideoInsights } from "./types";

/** GET /api/videos/{id}/insights: the owner's figures; anyone else's video is not found. */
export async function getVideoInsights(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<VideoInsights> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const [totals] = await db.select().from(videoInsights).where(eq(videoInsights.videoId, videoId));
  const [unique] = await db
    .select({ count: sql<number>`count(distinct ${watchSessions.viewerKey})::int` })
    .from(watchSessions)
    .where(eq(watchSessions.videoId, videoId));
  const sessions = totals?.sessions ?? 0;
  const share = (count: number) => (sessions > 0 ? round(count / sessions, 4) : 0);
  return {
    views: video.views,
    uniqueViewers: unique?.count ?? 0,
    watchSeconds: round(totals?.watchSeconds ?? 0),
    averagePercentWatched:
      sessions > 0 ? percentOf(totals?.watchSeconds ?? 0, video.duration * sessions) : 0,
    completionRate: share(totals?.completedSessions ?? 0),
    retention: Array.from({ length: RETENTION_BUCKETS }, (_, i) =>
      share(totals?.retention[i] ?? 0),
    ),
    ctaClicks: totals?.ctaClicks ?? 0,
    viewers: await listViewers(db, videoId, video.duration),
  };
}

/** One line per viewer (their sessions merged): newest first, at most INSIGHTS_VIEWER_LIMIT. */
async function listViewers(db: DbOrTx, videoId: number, duration: number) {
  const lastWatchedAt = max(watchSessions.lastWatchedAt);
  const rows = await db
    .select({
      userId: watchSessions.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      lastWatchedAt,
      watchedSeconds: max(watchSessions.watchedSeconds),
    })
    .from(watchSessions)
    .leftJoin(users, eq(users.id, watchSessions.userId))
    .where(eq(watchSessions.videoId, videoId))
    .groupBy(
      watchSessions.viewerKey,
      watchSessions.userId,
      users.firstName,
      users.lastName,
      users.image,
    )
    .orderBy(desc(lastWatchedAt))
    .limit(INSIGHTS_VIEWER_LIMIT);
  return rows.map((row): InsightsViewer => ({
    user:
      row.userId === null
        ? null
        : { id: row.userId, name: authorDisplayName(row), image: row.image },
    lastWatchedAt: (row.lastWatchedAt ?? new Date(0)).toISOString(),
    percentWatched: percentOf(row.watchedSeconds ?? 0, duration),
  }));
}
