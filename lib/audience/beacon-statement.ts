import "server-only";
import { sql } from "drizzle-orm";
import { preparedStatement } from "@/db/prepared";
import type { DbOrTx } from "@/db/types";
import { memberOfVideoWorkspace, visibleTo } from "@/lib/access/rules/visibility";
import type { VideoLock } from "@/lib/access/rules/lock";
import { hasSubscribers } from "@/lib/webhooks/emit";
import { COMPLETION_SHARE, WATCH_SESSIONS_PER_ADDRESS_PER_DAY } from "./shared";
import type { WatchBeacon } from "./schemas";

/** What the browser holds that opens or names the viewer, each already verified where it can be. */
export interface BeaconCredentials {
  /** The password version a valid unlock cookie names (lib/access/rules/password.ts), else null. */
  unlockedVersion: number | null;
  /**
   * The gated viewer the email gate's viewer cookie names (verified for this video), and the
   * viewer-key prefix they are filed under (null for a signed-in viewer: their account names
   * them). It passes the gate and names the viewer only while that gated viewer is stored.
   */
  gatedViewer: { id: number; keyPrefix: string | null } | null;
  /**
   * A tracked link's token (hashed), and the viewer-key prefix its recipient is filed under: when
   * it names a live link of the video, the link passes the gate and names the viewer.
   */
  recipient: { tokenHash: string; keyPrefix: string } | null;
}

export const NO_CREDENTIALS: BeaconCredentials = {
  unlockedVersion: null,
  gatedViewer: null,
  recipient: null,
};

export interface BeaconStatementInput {
  videoId: number;
  viewerId: string | null;
  /** The viewer's keys when neither a live tracked link nor a stored gated viewer names them. */
  viewerKey: string;
  knownAddressKey: string | null;
  /** The rate-limit key of the daily bound of new sessions; null when not bounded (signed in). */
  boundKey: string | null;
  credentials: BeaconCredentials;
  beacon: WatchBeacon;
  gapSeconds: number;
}

export interface BeaconRow {
  visible: boolean;
  lock: VideoLock | null;
  counted: boolean;
  measurable: boolean;
  stored: boolean;
  /** A new session past the daily bound of its address. */
  bounded: boolean;
  fresh: boolean;
  owner_id: string | null;
  viewer_key: string;
  milestone_hooks: boolean;
  watched_before: number;
  watched_after: number | null;
  duration: number | null;
}

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

const DAY_SECONDS = 24 * 60 * 60;

const p = (name: keyof BeaconValues) => sql.placeholder(name);

/** The statement's values, by placeholder. */
interface BeaconValues {
  videoId: number;
  viewerId: string | null;
  unlockedVersion: number | null;
  gatedViewerId: number | null;
  gatedKeyPrefix: string | null;
  tokenHash: string | null;
  keyPrefix: string | null;
  viewerKey: string;
  knownAddressKey: string | null;
  boundKey: string | null;
  ranges: string;
  sessionId: string;
  position: number;
  gapSeconds: number;
}

/**
 * The whole beacon as one statement, so a beacon costs one round trip however the viewer came:
 * - `v`: the video if visible to the viewer, and its lock as lib/access/rules/lock.ts's lockFor decides
 *   it (owner, expiry, the unlock cookie's password version, the email gate: a member, a live
 *   tracked link or the gate's cookie of a gated viewer still stored passes it);
 * - `who`: the recipient of a live tracked link, else the stored gated viewer the cookie names
 *   (not for a signed-in viewer), else the viewer's own keys;
 * - `bound`: a new session of a viewer who is not signed in counts against their address's daily
 *   bound (the `rate_limits` row the rate limiter keeps, in the database whatever store the other
 *   limits use: the beacon writes there anyway);
 * - the session's upsert (union of ranges and watched buckets; refused within the minimum gap, which
 *   also makes two racing beacons of one session count once, and past the bound) and the video's
 *   totals, which grow by exactly what the session newly watched.
 */
const runBeacon = preparedStatement<BeaconRow>(
  "watch_beacon",
  sql`
    with link as (select id from tracked_links where token_hash = ${p("tokenHash")}::text
      and video_id = ${p("videoId")}::bigint and revoked_at is null limit 1),
    gated as (select id from gated_viewers where id = ${p("gatedViewerId")}::bigint
      and video_id = ${p("videoId")}::bigint),
    v as (
      select id, duration::numeric as d, user_id,
        case
          when user_id = ${p("viewerId")}::text then 'open'
          when expires_at is not null and expires_at <= now() then 'expired'
          when password_hash is not null
            and password_version is distinct from ${p("unlockedVersion")}::int then 'password'
          when email_gate
            and not (exists (select 1 from gated) or exists (select 1 from link) or ${memberOfVideoWorkspace(p("viewerId"))})
            then 'email'
          else 'open'
        end as lock
      from videos where id = ${p("videoId")}::bigint and ${visibleTo(p("viewerId"))}
    ),
    who as (
      select coalesce(${p("keyPrefix")}::text || (select id from link)::text,
               ${p("gatedKeyPrefix")}::text || (select id from gated)::text,
               ${p("viewerKey")}::text) as viewer_key,
        case when exists (select 1 from link)
          or (${p("gatedKeyPrefix")}::text is not null and exists (select 1 from gated)) then null
          else ${p("knownAddressKey")}::text end as address_key
    ),
    beacon as (
      select id, d, nummultirange(numrange(0, d)) * ${p("ranges")}::nummultirange as r
      from v where lock = 'open' and user_id is distinct from ${p("viewerId")}::text and d > 0
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
      where video_id = ${p("videoId")}::bigint and session_id = ${p("sessionId")}::text
    ),
    bound as (
      insert into rate_limits as l (key, count, resets_at)
      select ${p("boundKey")}::text, 1, now() + make_interval(secs => ${DAY_SECONDS}::float8) from measured
      where ${p("boundKey")}::text is not null and not exists (select 1 from old)
      on conflict (key) do update set
        count = case when l.resets_at <= now() then 1 else l.count + 1 end,
        resets_at = case when l.resets_at <= now() then excluded.resets_at else l.resets_at end
      returning count
    ),
    up as (
      insert into watch_sessions as s
        (video_id, session_id, viewer_key, user_id, address_key, ranges, buckets, watched_seconds, position, started_at, last_watched_at)
      select id, ${p("sessionId")}::text, who.viewer_key, ${p("viewerId")}::text, who.address_key, r, bits, secs,
        least(${p("position")}::float8, d::float8), now(), now()
      from measured, who
      where not exists (select 1 from bound where count > ${WATCH_SESSIONS_PER_ADDRESS_PER_DAY}::int)
      on conflict (video_id, session_id) do update set
        ranges = s.ranges + excluded.ranges,
        buckets = s.buckets | excluded.buckets,
        watched_seconds = (select coalesce(sum(upper(x) - lower(x)), 0) from unnest(s.ranges + excluded.ranges) x)::float8,
        position = excluded.position,
        last_watched_at = excluded.last_watched_at
      where s.last_watched_at <= excluded.last_watched_at - make_interval(secs => ${p("gapSeconds")}::float8)
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
      select ${p("videoId")}::bigint, sessions, secs, completed, retention, now() from delta
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
           (select lock from v) as lock,
           exists (select 1 from v where user_id is distinct from ${p("viewerId")}::text) as counted,
           exists (select 1 from measured) as measurable,
           exists (select 1 from agg) as stored,
           exists (select 1 from bound where count > ${WATCH_SESSIONS_PER_ADDRESS_PER_DAY}::int) as bounded,
           not exists (select 1 from old) as fresh,
           (select user_id from v) as owner_id,
           (select viewer_key from who) as viewer_key,
           ${hasSubscribers(p("videoId"), "video.milestone")} as milestone_hooks,
           coalesce((select watched_seconds from old), 0)::float8 as watched_before,
           (select watched_seconds from up)::float8 as watched_after,
           (select d from measured)::float8 as duration
  `,
);

/** Runs the beacon's statement (prepared once per connection) and answers its one row. */
export async function runBeaconStatement(
  db: DbOrTx,
  input: BeaconStatementInput,
): Promise<BeaconRow | undefined> {
  const { credentials, beacon } = input;
  const [row] = await runBeacon(db, {
    videoId: input.videoId,
    viewerId: input.viewerId,
    unlockedVersion: credentials.unlockedVersion,
    gatedViewerId: credentials.gatedViewer?.id ?? null,
    gatedKeyPrefix: credentials.gatedViewer?.keyPrefix ?? null,
    tokenHash: credentials.recipient?.tokenHash ?? null,
    keyPrefix: credentials.recipient?.keyPrefix ?? null,
    viewerKey: input.viewerKey,
    knownAddressKey: input.knownAddressKey,
    boundKey: input.boundKey,
    ranges: rangesLiteral(beacon.ranges),
    sessionId: beacon.sessionId,
    position: beacon.position,
    gapSeconds: input.gapSeconds,
  } satisfies BeaconValues);
  return row;
}
