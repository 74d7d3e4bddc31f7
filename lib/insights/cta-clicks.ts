import "server-only";
import { sql } from "drizzle-orm";
import { selectRows } from "@/db/raw";
import type { DbOrTx } from "@/db/types";
import { notFound } from "@/lib/errors";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";
import { assertMayWatch } from "@/lib/videos/cache";
import type { VisibleVideoQuery } from "@/lib/videos/queries";

export const NO_CTA = "This video has no call to action";
/** Clicks one viewer may add to one video's count per hour. */
export const CTA_CLICKS_PER_HOUR = 5;

/**
 * POST /api/videos/{id}/cta-click: one click on the call to action, by someone who may watch the
 * video. The owner's own clicks are not counted; a viewer counts at most CTA_CLICKS_PER_HOUR.
 */
export async function recordCtaClick(
  db: DbOrTx,
  { viewerKey, ...query }: VisibleVideoQuery & { viewerKey: string },
): Promise<void> {
  const { videoId, viewerId } = query;
  await assertMayWatch(db, query);
  const [video] = await selectRows<{ has_cta: boolean; owner: boolean }>(
    db,
    sql`select cta is not null as has_cta, user_id = ${viewerId}::text as owner
        from videos where id = ${videoId}::bigint`,
  );
  if (!video?.has_cta) throw notFound(NO_CTA, "cta_not_found");
  await enforceRateLimit(db, {
    key: `cta-click:${videoId}:${viewerKey}`,
    limit: CTA_CLICKS_PER_HOUR,
    windowSeconds: 60 * 60,
    message: (seconds) => `Too many clicks. ${tryAgainIn(seconds)}`,
  });
  if (video.owner) return;
  await db.execute(sql`
    insert into video_insights (video_id, cta_clicks) values (${videoId}::bigint, 1)
    on conflict (video_id) do update set cta_clicks = video_insights.cta_clicks + 1, updated_at = now()`);
}
