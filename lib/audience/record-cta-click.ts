import "server-only";
import { sql } from "drizzle-orm";
import type { Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { notFound } from "@/lib/errors";
import { videoShowsBadge } from "@/lib/entitlements/queries";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import { CTA_CLICKS_PER_ADDRESS_PER_DAY, CTA_CLICKS_PER_HOUR } from "./shared";

export const NO_CTA = "This video has no call to action";
export const NO_BADGE = "This video has no badge";

/**
 * One click on the call to action (or badge), by someone who may watch the video (the route
 * checked it), under `viewerKey`. The owner's own clicks are not counted; a viewer counts at most
 * CTA_CLICKS_PER_HOUR, and viewers who are not signed in (whose ids cost nothing to rotate) at
 * most CTA_CLICKS_PER_ADDRESS_PER_DAY from one address. Returns whether the click counted.
 */
export async function recordCtaClick(
  db: DbOrTx,
  {
    video,
    viewerId,
    viewerKey,
    addressKey,
    badge,
  }: {
    video: Pick<Video, "id" | "userId" | "cta">;
    /** A click on the "Made with Demoreel" badge (free workspaces' videos) instead of the CTA. */
    badge?: boolean;
    viewerId: string | null;
    viewerKey: string;
    /** The hashed address of a viewer who is not signed in; null for a signed-in one. */
    addressKey: string | null;
  },
): Promise<boolean> {
  const videoId = video.id;
  if (badge && !(await videoShowsBadge(db, videoId))) throw notFound(NO_BADGE, "not_found");
  if (!badge && video.cta === null) throw notFound(NO_CTA, "cta_not_found");
  await enforceRateLimit(db, {
    key: `cta-click:${videoId}:${viewerKey}`,
    limit: CTA_CLICKS_PER_HOUR,
    windowSeconds: 60 * 60,
    message: (seconds) => `Too many clicks. ${tryAgainIn(seconds)}`,
  });
  if (addressKey !== null) {
    await enforceRateLimit(db, {
      key: `cta-click-address:${videoId}:${addressKey}`,
      limit: CTA_CLICKS_PER_ADDRESS_PER_DAY,
      windowSeconds: 24 * 60 * 60,
      message: (seconds) => `Too many clicks from this address. ${tryAgainIn(seconds)}`,
    });
  }
  if (video.userId === viewerId) return false;
  if (badge) {
    await db.execute(sql`
      insert into video_insights (video_id, badge_clicks) values (${videoId}::bigint, 1)
      on conflict (video_id) do update set badge_clicks = video_insights.badge_clicks + 1, updated_at = now()`);
    return true;
  }
  await db.execute(sql`
    insert into video_insights (video_id, cta_clicks) values (${videoId}::bigint, 1)
    on conflict (video_id) do update set cta_clicks = video_insights.cta_clicks + 1, updated_at = now()`);
  await emitWorkspaceEvent(db, {
    type: "video.cta_clicked",
    videoId,
    viewerKey,
    data: { cta: video.cta },
  });
  return true;
}
