import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { selectRows } from "@/db/raw";
import { trackedLinks, videos, type TrackedLink } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { notFound } from "@/lib/errors";
import { getOwnedVideoOrThrow } from "@/lib/videos/queries";
import { percentOf } from "@/lib/videos/watched-average";
import { assertAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";
import { hashLinkToken } from "@/lib/access/rules/viewer-pass";
import { newLinkSecret, openLinkToken, trackedLinkUrl } from "./link-token";
import type { CreateLinkInput } from "./schemas";
import { COMPLETION_SHARE, type CreatedLink, type TrackedLinkSummary } from "./shared";

export const LINK_NOT_FOUND = "Link not found";

/** POST /api/videos/{id}/links: the owner's new link for one recipient; its token shown once. */
export async function createTrackedLink(
  db: DbOrTx,
  input: { videoId: number; userId: string; origin: string; link: CreateLinkInput },
): Promise<CreatedLink> {
  const { video } = await getOwnedVideoOrThrow(db, input);
  await assertAdvancedAnalytics(db, video);
  const { token, ...secret } = newLinkSecret();
  const [row] = await db
    .insert(trackedLinks)
    .values({ videoId: video.id, ...secret, ...input.link })
    .returning({ id: trackedLinks.id });
  if (!row) throw new Error("tracked link not stored");
  return { id: row.id, token, url: trackedLinkUrl(input.origin, video.id, token) };
}

interface LinkFigures {
  id: string;
  views: number;
  opens: number;
  watched_seconds: number | null;
  cta_clicked: boolean;
  first_viewed_at: string | null;
  last_viewed_at: string | null;
}

/** GET /api/videos/{id}/links: the owner's links, newest first, with what each recipient did. */
export async function listTrackedLinks(
  db: DbOrTx,
  { videoId, userId, origin }: { videoId: number; userId: string; origin: string },
): Promise<TrackedLinkSummary[]> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  await assertAdvancedAnalytics(db, video);
  const links = await db
    .select()
    .from(trackedLinks)
    .where(eq(trackedLinks.videoId, videoId))
    .orderBy(desc(trackedLinks.createdAt));
  const figures = await selectRows<LinkFigures>(
    db,
    sql`
    select l.id::text as id,
      (select count(*)::int from video_views v where v.video_id = l.video_id and v.viewer_key = 'link:' || l.id) as views,
      coalesce((select o.opens from video_opens o where o.video_id = l.video_id and o.viewer_key = 'link:' || l.id), 0) as opens,
      (select max(s.watched_seconds) from watch_sessions s where s.video_id = l.video_id and s.viewer_key = 'link:' || l.id) as watched_seconds,
      exists (select 1 from viewer_cta_clicks c where c.video_id = l.video_id and c.viewer_key = 'link:' || l.id) as cta_clicked,
      (select min(v.viewed_at) from video_views v where v.video_id = l.video_id and v.viewer_key = 'link:' || l.id)::text as first_viewed_at,
      (select greatest(max(v.viewed_at), (select max(s.last_watched_at) from watch_sessions s
          where s.video_id = l.video_id and s.viewer_key = 'link:' || l.id))
         from video_views v where v.video_id = l.video_id and v.viewer_key = 'link:' || l.id)::text as last_viewed_at
    from tracked_links l where l.video_id = ${videoId}::bigint`,
  );
  const byId = new Map(figures.map((row) => [Number(row.id), row]));
  return links.map((link) => {
    const token = link.revokedAt ? null : openLinkToken(link.tokenSealed);
    const url = token ? trackedLinkUrl(origin, video.id, token) : null;
    return toSummary(link, url, byId.get(link.id), video.duration);
  });
}

const isoOrNull = (value: string | null | undefined) =>
  value ? new Date(value).toISOString() : null;

function toSummary(
  link: TrackedLink,
  url: string | null,
  figures: LinkFigures | undefined,
  duration: number,
): TrackedLinkSummary {
  const watched = figures?.watched_seconds ?? 0;
  return {
    id: link.id,
    recipientName: link.recipientName,
    recipientEmail: link.recipientEmail,
    company: link.company,
    note: link.note,
    url,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    views: figures?.views ?? 0,
    opens: figures?.opens ?? 0,
    percentWatched: percentOf(watched, duration),
    completed: duration > 0 && watched >= COMPLETION_SHARE * duration,
    ctaClicked: figures?.cta_clicked ?? false,
    firstViewedAt: isoOrNull(figures?.first_viewed_at),
    lastViewedAt: isoOrNull(figures?.last_viewed_at),
  };
}

/** DELETE /api/links/{linkId}: the owner revokes a link; it then attributes nothing. 204 again. */
export async function revokeTrackedLink(
  db: DbOrTx,
  { linkId, userId }: { linkId: number; userId: string },
): Promise<void> {
  const [row] = await db
    .select({ id: trackedLinks.id, revokedAt: trackedLinks.revokedAt })
    .from(trackedLinks)
    .innerJoin(videos, eq(videos.id, trackedLinks.videoId))
    .where(and(eq(trackedLinks.id, linkId), eq(videos.userId, userId)));
  if (!row) throw notFound(LINK_NOT_FOUND, "link_not_found");
  if (row.revokedAt) return;
  await db.update(trackedLinks).set({ revokedAt: new Date() }).where(eq(trackedLinks.id, linkId));
}

/** The live (not revoked) link of this video with this token; null for anything else. */
export async function findActiveLink(
  db: DbOrTx,
  { videoId, token }: { videoId: number; token: string },
): Promise<TrackedLink | null> {
  const [row] = await db
    .select()
    .from(trackedLinks)
    .where(
      and(
        eq(trackedLinks.tokenHash, hashLinkToken(token)),
        eq(trackedLinks.videoId, videoId),
        isNull(trackedLinks.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
