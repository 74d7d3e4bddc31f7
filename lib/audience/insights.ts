import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/types";
import { selectRows } from "@/db/raw";
import { getManagedVideoOrThrow, INSIGHTS_ROLE } from "@/lib/videos/queries";
import { union } from "drizzle-orm/pg-core";
import { videoInsights, videoViewers, watchSessions } from "@/db/schema";
import type { VideoInsights } from "./shared";
import { toVideoInsights } from "./serialize";
import { personKey, sessionViewerKey, viewerFigures } from "./viewers";

/** All opens of the video, and the openers whose view never counted ("opened, not played"). */
async function openFigures(db: DbOrTx, videoId: number) {
  const [row] = await selectRows<{ opens: number; not_played: number }>(
    db,
    sql`select coalesce(sum(o.opens), 0)::int as opens,
      (count(*) filter (where not exists (select 1 from video_viewers w
        where w.video_id = o.video_id and w.viewer_key = o.viewer_key)))::int as not_played
    from video_opens o where o.video_id = ${videoId}::bigint`,
  );
  return { opens: row?.opens ?? 0, openedNotPlayed: row?.not_played ?? 0 };
}

/**
 * GET /api/videos/{id}/insights: the figures for the video's creator and its workspace's admins;
 * other members get 403, anyone else 404.
 */
export async function getVideoInsights(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<VideoInsights> {
  const { video } = await getManagedVideoOrThrow(db, { videoId, userId }, INSIGHTS_ROLE);
  const [totals] = await db.select().from(videoInsights).where(eq(videoInsights.videoId, videoId));
  // Everyone whose view counted, and anyone who played without one (an API client's beacons): the
  // keys are the same on both sides, so a viewer is counted once (and one email at the gate once).
  const [unique] = await db.select({ count: sql<number>`count(*)::int` }).from(
    union(
      db
        .select({
          key: sql<string>`${personKey(sql`${videoViewers.viewerKey}`, videoId)}`.as("key"),
        })
        .from(videoViewers)
        .where(eq(videoViewers.videoId, videoId)),
      db
        .select({ key: sql<string>`${personKey(sessionViewerKey, videoId)}`.as("key") })
        .from(watchSessions)
        .where(eq(watchSessions.videoId, videoId)),
    ).as("viewers"),
  );
  const uniqueViewers = unique?.count ?? 0;
  const opens = await openFigures(db, videoId);
  return {
    ...toVideoInsights({ video, totals, uniqueViewers, opens }),
    ...(await viewerFigures(db, video, uniqueViewers)),
  };
}
