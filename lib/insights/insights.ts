import "server-only";
import { desc, eq, inArray, max, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { authorDisplayName } from "@/lib/comments/display";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { RETENTION_BUCKETS, users, videoInsights, watchSessions } from "@/db/schema";
import { INSIGHTS_VIEWER_LIMIT } from "./constants";
import type { InsightsViewer, VideoInsights } from "./types";

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const percentOf = (seconds: number, duration: number) =>
  duration > 0 ? Math.min(100, round((seconds / duration) * 100)) : 0;

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

/** The library's cards: average % watched per video, for videos that have watch sessions. */
export async function averagePercentByVideo(
  db: DbOrTx,
  list: { id: number; duration: number }[],
): Promise<Map<number, number>> {
  if (list.length === 0) return new Map();
  const rows = await db
    .select({
      videoId: videoInsights.videoId,
      sessions: videoInsights.sessions,
      watchSeconds: videoInsights.watchSeconds,
    })
    .from(videoInsights)
    .where(
      inArray(
        videoInsights.videoId,
        list.map((video) => video.id),
      ),
    );
  const durations = new Map(list.map((video) => [video.id, video.duration]));
  return new Map(
    rows
      .filter((row) => row.sessions > 0)
      .map((row) => [
        row.videoId,
        percentOf(row.watchSeconds, (durations.get(row.videoId) ?? 0) * row.sessions),
      ]),
  );
}
