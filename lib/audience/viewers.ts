import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { watchSessions, type Video } from "@/db/schema";
import { selectRows } from "@/db/raw";
import type { DbOrTx } from "@/db/types";
import { authorDisplayName } from "@/lib/format/person-name";
import { COMPLETION_SHARE, INSIGHTS_VIEWER_LIMIT } from "./shared";
import { percentOf, round } from "@/lib/videos/watched-average";
import type { InsightsViewer, VideoInsights, ViewerFunnel } from "./shared";
import { hasAdvancedAnalytics } from "@/lib/entitlements/advanced-analytics";

/**
 * Who a session counts as: a signed-in viewer by account; anyone else by address, so session or
 * anonymous ids made up in a loop count as one viewer per address (rows from before addresses
 * were kept fall back to their viewer key). The same key as a counted view's (viewCountKeyOf).
 */
export const sessionViewerKey = sql`case when ${watchSessions.userId} is null and ${watchSessions.addressKey} is not null
  then 'address:' || ${watchSessions.addressKey} else ${watchSessions.viewerKey} end`;

/**
 * A viewer key as the owner's figures count people: the browsers that gave one email at this
 * video's gate (each its own `gated:` viewer, the address being unverified) are one person, keyed
 * by the first of them; any other key is its own.
 */
export const personKey = (key: SQL, videoId: number) => sql`case when ${key} like 'gated:%'
  then coalesce((select 'gated:' || earliest.id from gated_viewers gave
    join gated_viewers earliest on earliest.video_id = gave.video_id and earliest.email = gave.email
    where gave.video_id = ${videoId}::bigint and 'gated:' || gave.id = ${key}
    order by earliest.created_at, earliest.id limit 1), ${key})
  else ${key} end`;

/**
 * The owner's viewers of one video, each sessions' key merged as the insights count viewers: the
 * account, the tracked link, the email gate's viewer (one per email), else the hashed address (or
 * the anonymous id when it is unknown).
 */
const grouped = (videoId: number) => sql`
  with g as (
    select ${personKey(sessionViewerKey, videoId)} as key,
      max(user_id) as user_id, max(watched_seconds) as watched,
      min(started_at) as first_at, max(last_watched_at) as last_at
    from watch_sessions where video_id = ${videoId}::bigint group by 1
  )`;

interface ViewerRow {
  key: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  company: string | null;
  gated_email: string | null;
  gated_name: string | null;
  watched: number;
  first_at: string;
  last_at: string;
  cta_clicked: boolean;
  opens: number;
  /** Rank among the anonymous viewers by first view: "Anonymous viewer N". */
  anonymous_rank: number;
}

/** Every viewer (newest first, at most `limit`) with identity, percent, completion and click. */
export async function listEngagementViewers(
  db: DbOrTx,
  {
    videoId,
    duration,
    limit = INSIGHTS_VIEWER_LIMIT,
  }: { videoId: number; duration: number; limit?: number },
): Promise<InsightsViewer[]> {
  const rows = await selectRows<ViewerRow>(
    db,
    sql`${grouped(videoId)}
    select g.key, g.user_id, u.first_name, u.last_name, u.image, l.recipient_name, l.recipient_email,
      l.company, gv.email as gated_email, gv.name as gated_name,
      g.watched, g.first_at::text as first_at, g.last_at::text as last_at,
      exists (select 1 from viewer_cta_clicks c where c.video_id = ${videoId}::bigint
        and ${personKey(sql`c.viewer_key`, videoId)} = g.key) as cta_clicked,
      coalesce((select sum(o.opens) from video_opens o where o.video_id = ${videoId}::bigint
        and ${personKey(sql`o.viewer_key`, videoId)} = g.key), 0)::int as opens,
      (rank() over (partition by (g.user_id is null and l.id is null and gv.id is null) order by g.first_at))::int as anonymous_rank
    from g
    left join users u on u.id = g.user_id
    left join tracked_links l on l.video_id = ${videoId}::bigint and 'link:' || l.id = g.key
    left join gated_viewers gv on gv.video_id = ${videoId}::bigint and 'gated:' || gv.id = g.key
    order by g.last_at desc limit ${limit}`,
  );
  return rows.map((row) => toViewer(row, duration));
}

function toViewer(row: ViewerRow, duration: number): InsightsViewer {
  const recipient = row.recipient_name
    ? { name: row.recipient_name, email: row.recipient_email, company: row.company }
    : null;
  const user =
    row.user_id === null
      ? null
      : {
          id: row.user_id,
          name: authorDisplayName({ firstName: row.first_name, lastName: row.last_name }),
          image: row.image,
        };
  const gated = row.gated_email ? { email: row.gated_email, name: row.gated_name } : null;
  return {
    key: row.key,
    name:
      recipient?.name ??
      user?.name ??
      (gated ? (gated.name ?? gated.email) : `Anonymous viewer ${row.anonymous_rank}`),
    user,
    recipient,
    gated,
    percentWatched: percentOf(row.watched, duration),
    completed: duration > 0 && row.watched >= COMPLETION_SHARE * duration,
    ctaClicked: row.cta_clicked,
    opens: row.opens,
    firstViewedAt: new Date(row.first_at).toISOString(),
    lastWatchedAt: new Date(row.last_at).toISOString(),
  };
}

/** How many viewers reached each quarter (100 = completed, as completionRate counts it), and clickers. */
async function viewerFunnel(
  db: DbOrTx,
  { videoId, duration }: { videoId: number; duration: number },
): Promise<{ funnel: ViewerFunnel; clickers: number }> {
  const [row] = await selectRows<Record<"p25" | "p50" | "p75" | "p100" | "clickers", number>>(
    db,
    sql`${grouped(videoId)}
    select
      count(*) filter (where watched >= 0.25 * ${duration}::float8)::int as p25,
      count(*) filter (where watched >= 0.5 * ${duration}::float8)::int as p50,
      count(*) filter (where watched >= 0.75 * ${duration}::float8)::int as p75,
      count(*) filter (where watched >= ${COMPLETION_SHARE}::float8 * ${duration}::float8)::int as p100,
      (select count(distinct ${personKey(sql`viewer_key`, videoId)})::int from viewer_cta_clicks
        where video_id = ${videoId}::bigint) as clickers
    from g where ${duration}::float8 > 0`,
  );
  return {
    funnel: { 25: row?.p25 ?? 0, 50: row?.p50 ?? 0, 75: row?.p75 ?? 0, 100: row?.p100 ?? 0 },
    clickers: row?.clickers ?? 0,
  };
}

/**
 * The insights' per-viewer part: every viewer named, and (with advanced analytics) the funnel and
 * the call to action's conversion.
 */
export async function viewerFigures(
  db: DbOrTx,
  video: Pick<Video, "id" | "userId" | "workspaceId" | "duration">,
  uniqueViewers: number,
): Promise<Pick<VideoInsights, "viewers" | "funnel" | "ctaConversion">> {
  const where = { videoId: video.id, duration: video.duration };
  const viewers = await listEngagementViewers(db, where);
  if (!(await hasAdvancedAnalytics(db, video))) {
    return { viewers, funnel: null, ctaConversion: null };
  }
  const { funnel, clickers } = await viewerFunnel(db, where);
  return { viewers, funnel, ctaConversion: round(clickers / Math.max(1, uniqueViewers), 4) };
}
