import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { selectRows } from "@/db/raw";
import type { DbOrTx } from "@/db/types";
import { watchSessions } from "@/db/schema";
import { notFound, tooManyRequests } from "@/lib/errors";
import { withinRateLimit } from "@/lib/rate-limit";
import { notifyFirstView } from "@/lib/notifications/create";
import { VIDEO_NOT_FOUND } from "@/lib/videos/queries";
import { emitViewerMilestones, hasSubscribers, passedMilestone } from "@/lib/webhooks/emit";
import {
  BEACON_MIN_GAP_SECONDS,
  COMPLETION_SHARE,
  WATCH_SESSIONS_PER_ADDRESS_PER_DAY,
} from "./shared";
import type { WatchBeacon } from "./schemas";

export interface BeaconInput {
  videoId: number;
  /** The signed-in viewer, or null (anonymous or signed out). */
  viewerId: string | null;
  /** Who is watching, as views count them (user:, anon: or ip:). */
  viewerKey: string;
  /** The hashed address of a viewer who is not signed in; null for a signed-in one. */
  addressKey: string | null;
  /**
   * The same when a trusted proxy reported the address, else null: insights merge sessions by
   * it, and merging everyone whose address is unknown would show all of them as one viewer.
   */
  knownAddressKey: string | null;
  beacon: WatchBeacon;
  minGapSeconds?: number;
}

export type BeaconOutcome = "stored" | "owner";

/**
 * Whole seconds, as a multirange literal: start rounded down, end up. Coarse on purpose: a
 * session's union then has at most one piece per second of video, however a client slices it.
 */
export function rangesLiteral(ranges: WatchBeacon["ranges"]): string {
  const pieces = ranges
    .map(([from, to]) => [Math.floor(from), Math.ceil(to)] as const)
    .filter(([from, to]) => to > from)
    .map(([from, to]) => `[${from},${to})`);
  return `{${pieces.join(",")}}`;
}

/**
 * One beacon, on a video the viewer may watch (the route checked the password and expiry), as one
 * statement: the visibility check, the clamp to the duration, the session's upsert (union of
 * ranges and of watched buckets), the video's totals, which grow by exactly what the session newly
 * watched, and whether any webhook listens for milestones. A session's beacons closer than the
 * minimum gap are refused by the upsert's WHERE, which also makes two racing beacons of one
 * session count once.
 */
export async function recordWatchBeacon(db: DbOrTx, input: BeaconInput): Promise<BeaconOutcome> {
  const { videoId, viewerId, viewerKey, addressKey, knownAddressKey, beacon } = input;
  const gap = input.minGapSeconds ?? BEACON_MIN_GAP_SECONDS;
  if (addressKey !== null) await boundNewAnonymousSession(db, input, addressKey);
  const [row] = await selectRows<{
    visible: boolean;
    counted: boolean;
    measurable: boolean;
    stored: boolean;
    fresh: boolean;
    owner_id: string | null;
    milestone_hooks: boolean;
    watched_before: number;
    watched_after: number | null;
    duration: number | null;
  }>(
    db,
    sql`
    with v as (
      select id, duration::numeric as d, user_id from videos
      where id = ${videoId}::bigint and (visibility = 'public' or user_id = ${viewerId}::text
        or (visibility = 'workspace' and exists (select 1 from workspace_members m
          where m.workspace_id = videos.workspace_id and m.user_id = ${viewerId}::text)))
    ),
    beacon as (
      select id, d, nummultirange(numrange(0, d)) * ${rangesLiteral(beacon.ranges)}::nummultirange as r
      from v where user_id is distinct from ${viewerId}::text and d > 0
    ),
    measured as (
      select id, d, r,
        (select coalesce(sum(upper(x) - lower(x)), 0) from unnest(r) x)::float8 as secs,
        (select string_agg(case when r && numrange(i * d / 100, (i + 1) * d / 100) then '1' else '0' end, '' order by i)
           from generate_series(0, 99) i)::bit(100) as bits
      from beacon
    ),
    old as (
      select buckets, watched_seconds from watch_sessions
      where video_id = ${videoId}::bigint and session_id = ${beacon.sessionId}::text
    ),
    up as (
      insert into watch_sessions as s
        (video_id, session_id, viewer_key, user_id, address_key, ranges, buckets, watched_seconds, position, started_at, last_watched_at)
      select id, ${beacon.sessionId}::text, ${viewerKey}::text, ${viewerId}::text, ${knownAddressKey}::text, r, bits, secs,
        least(${beacon.position}::float8, d::float8), now(), now()
      from measured
      on conflict (video_id, session_id) do update set
        ranges = s.ranges + excluded.ranges,
        buckets = s.buckets | excluded.buckets,
        watched_seconds = (select coalesce(sum(upper(x) - lower(x)), 0) from unnest(s.ranges + excluded.ranges) x)::float8,
        position = excluded.position,
        last_watched_at = excluded.last_watched_at
      where s.last_watched_at <= excluded.last_watched_at - make_interval(secs => ${gap}::float8)
      returning s.buckets, s.watched_seconds
    ),
    delta as (
      select
        (case when exists (select 1 from old) then 0 else 1 end) as sessions,
        up.watched_seconds - coalesce((select watched_seconds from old), 0) as secs,
        (case when up.watched_seconds >= ${COMPLETION_SHARE}::float8 * measured.d::float8
               and coalesce((select watched_seconds from old), 0) < ${COMPLETION_SHARE}::float8 * measured.d::float8
          then 1 else 0 end) as completed,
        (select array_agg(get_bit(up.buckets & ~coalesce((select buckets from old), B'0'::bit(100)), i) order by i)
           from generate_series(0, 99) i) as retention
      from up, measured
    ),
    agg as (
      insert into video_insights as a (video_id, sessions, watch_seconds, completed_sessions, retention, updated_at)
      select ${videoId}::bigint, sessions, secs, completed, retention, now() from delta
      on conflict (video_id) do update set
        sessions = a.sessions + excluded.sessions,
        watch_seconds = a.watch_seconds + excluded.watch_seconds,
        completed_sessions = a.completed_sessions + excluded.completed_sessions,
        retention = (select array_agg(x + y order by n)
                     from unnest(a.retention, excluded.retention) with ordinality as t(x, y, n)),
        updated_at = excluded.updated_at
      returning 1
    )
    select exists (select 1 from v) as visible,
           exists (select 1 from v where user_id is distinct from ${viewerId}::text) as counted,
           exists (select 1 from measured) as measurable,
           exists (select 1 from agg) as stored,
           not exists (select 1 from old) as fresh,
           (select user_id from v) as owner_id,
           ${hasSubscribers(videoId, "video.milestone")} as milestone_hooks,
           coalesce((select watched_seconds from old), 0)::float8 as watched_before,
           (select watched_seconds from up)::float8 as watched_after,
           (select d from measured)::float8 as duration
  `,
  );
  if (!row?.visible) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  if (!row.counted) return "owner";
  // A video with no duration yet has nothing to clamp to: the beacon is accepted and dropped.
  if (row.measurable && !row.stored) throw tooManyRequests();
  if (row.stored && row.fresh && viewerId && row.owner_id) {
    await notifyFirstView(db, { videoId, videoOwnerId: row.owner_id, viewerId });
  }
  const passed =
    row.watched_after !== null &&
    passedMilestone(
      { before: row.watched_before, after: row.watched_after, duration: row.duration ?? 0 },
      COMPLETION_SHARE,
    );
  if (row.stored && row.milestone_hooks && passed) {
    await emitViewerMilestones(db, { videoId, viewerKey, completionShare: COMPLETION_SHARE });
  }
  return "stored";
}

/**
 * A session id costs nothing to make up, so a viewer who is not signed in may start at most
 * WATCH_SESSIONS_PER_ADDRESS_PER_DAY sessions of one video a day from one address; further new
 * sessions are refused (429) before they make a row. An existing session's beacons go on.
 */
async function boundNewAnonymousSession(
  db: DbOrTx,
  { videoId, beacon }: BeaconInput,
  addressKey: string,
): Promise<void> {
  const [existing] = await db
    .select({ videoId: watchSessions.videoId })
    .from(watchSessions)
    .where(and(eq(watchSessions.videoId, videoId), eq(watchSessions.sessionId, beacon.sessionId)))
    .limit(1);
  if (existing) return;
  const within = await withinRateLimit(db, {
    key: `watch-sessions:${videoId}:${addressKey}`,
    limit: WATCH_SESSIONS_PER_ADDRESS_PER_DAY,
    windowSeconds: 24 * 60 * 60,
  });
  if (!within) throw tooManyRequests("Too many viewing sessions from this address today.");
}
