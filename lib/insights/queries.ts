import "server-only";
import { desc, eq, max, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { union } from "drizzle-orm/pg-core";
import { users, videoInsights, videoViewers, watchSessions } from "@/db/schema";
import { INSIGHTS_VIEWER_LIMIT, type VideoInsights } from "./shared";
import { toInsightsViewer, toVideoInsights } from "./serialize";

/**
 * Who a session counts as: a signed-in viewer by account; anyone else by address, so session or
 * anonymous ids made up in a loop count as one viewer per address (rows from before addresses
 * were kept fall back to their viewer key). The same key as a counted view's (viewCountKeyOf).
 */
const viewer = sql`case when ${watchSessions.userId} is null and ${watchSessions.addressKey} is not null
  then 'address:' || ${watchSessions.addressKey} else ${watchSessions.viewerKey} end`;

/** GET /api/videos/{id}/insights: the owner's figures; anyone else's video is not found. */
export async function getVideoInsights(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<VideoInsights> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const [totals] = await db.select().from(videoInsights).where(eq(videoInsights.videoId, videoId));
  // Everyone whose view counted, and anyone who played without one (an API client's beacons): the
  // keys are the same on both sides, so a viewer is counted once.
  const [unique] = await db.select({ count: sql<number>`count(*)::int` }).from(
    union(
      db
        .select({ key: videoViewers.viewerKey })
        .from(videoViewers)
        .where(eq(videoViewers.videoId, videoId)),
      db
        .select({ key: sql<string>`${viewer}`.as("key") })
        .from(watchSessions)
        .where(eq(watchSessions.videoId, videoId)),
    ).as("viewers"),
  );
  return toVideoInsights({
    video,
    totals,
    uniqueViewers: unique?.count ?? 0,
    viewers: await listViewers(db, videoId, video.duration),
  });
}

/** One line per viewer (their sessions merged, one per address when not signed in): newest first, at most INSIGHTS_VIEWER_LIMIT. */
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
    .groupBy(viewer, watchSessions.userId, users.firstName, users.lastName, users.image)
    .orderBy(desc(lastWatchedAt))
    .limit(INSIGHTS_VIEWER_LIMIT);
  return rows.map((row) => toInsightsViewer(row, duration));
}
