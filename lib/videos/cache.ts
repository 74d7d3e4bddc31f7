import "server-only";
import { eq, sql } from "drizzle-orm";
import { videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { LruCache } from "@/lib/cache/lru";
import { notFound } from "@/lib/errors";
import { parseTranscript } from "@/lib/metadata/shared";
import { closedError, lockFor, videoAccessColumns, type LockQuery, type VideoLock } from "./access";
import { cachedAccessRow, forgetAccessRow } from "./access-cache";
import { canKeepAccessRows } from "./access-listener";
import {
  findVisibleVideo,
  VIDEO_NOT_FOUND,
  visibleTo,
  type VideoWithOwner,
  type VisibleVideoQuery,
} from "./queries";
import { toVideoResponse, type VideoResponse } from "./serialize";
import { passesEmailGate } from "./viewer-pass";

/**
 * The public content of a shared video, built once per version (see docs/caching.md).
 *
 * Every request first reads the video's privacy, owner and version by primary key from the
 * database, or from this process's copy of that row, kept only while every write reaches it
 * (access-listener.ts: always on PGlite, on Postgres only by the operator's choice). So a privacy
 * flip or a delete answers 404 on the very next request on every instance (with that choice, on
 * another instance once the database's notice has arrived). Only then is the content
 * taken from this process's cache, keyed by id and version (`updated_at`, which every write to a
 * cached column sets): another instance can never serve an older version than the database holds.
 * Only public videos enter the cache. The same check reads the password, email gate and expiry
 * state, so a protected or expired video's content is never handed out from the cache to a viewer
 * who has not unlocked it, given an email (or after it expired).
 */
export interface ViewableVideo {
  video: VideoResponse;
  /** The embed shows a captions track only when the transcript has lines. */
  hasCaptions: boolean;
}

/** Entries also expire, which bounds what the version does not cover (the owner's name and avatar). */
export const SHARED_VIDEO_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

const globalForCache = globalThis as unknown as { demoreelSharedVideos?: LruCache<ViewableVideo> };
const sharedVideos = (globalForCache.demoreelSharedVideos ??= new LruCache<ViewableVideo>(
  MAX_ENTRIES,
  SHARED_VIDEO_TTL_MS,
));

const keyPrefix = (videoId: number) => `${videoId}:`;
const versionKey = (videoId: number, updatedAt: Date) =>
  `${keyPrefix(videoId)}${updatedAt.getTime()}`;

/**
 * The authoritative check: one primary-key lookup of who owns the video, whether `viewerId` may see it,
 * its password and expiry, its version, and its live view count (counting a view does not make a
 * new version).
 */
export async function getVideoAccess(
  db: DbOrTx,
  videoId: number,
  { viewerId, recipient }: Pick<LockQuery, "viewerId" | "recipient">,
) {
  const [row] = await db
    .select({
      ...videoAccessColumns,
      updatedAt: videos.updatedAt,
      views: videos.views,
      // Membership of a workspace video's workspace, in this same primary-key read.
      visible: sql<boolean>`${visibleTo(viewerId)}`,
      gatePass: sql<boolean>`${passesEmailGate(viewerId, recipient)}`,
    })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  return row ?? null;
}

/**
 * getVideoAccess, kept in memory for a signed-out viewer without a tracked link where this process
 * may keep rows (the row is then the same for every such viewer; see access-listener.ts). Everyone
 * else reads the database.
 */
async function readVideoAccess(db: DbOrTx, videoId: number, query: VisibleVideoQuery) {
  const load = () => getVideoAccess(db, videoId, query);
  if (query.viewerId !== null || query.recipient || !(await canKeepAccessRows(db))) {
    return load();
  }
  return cachedAccessRow(videoId, load, "signed-out");
}

/** The cached content with the count read just now: views never wait for the entry to expire. */
function withViews(cached: ViewableVideo, views: number): ViewableVideo {
  if (cached.video.views === views) return cached;
  return Object.freeze({ ...cached, video: Object.freeze({ ...cached.video, views }) });
}

function viewable(row: VideoWithOwner): ViewableVideo {
  return Object.freeze({
    video: Object.freeze(toVideoResponse(row.video, row.user)),
    hasCaptions: parseTranscript(row.video.transcript).length > 0,
  });
}

type ClosedLock = Exclude<VideoLock, "open">;
// One member per reason, so that checking `lock` narrows the union.
type Closed<L extends ClosedLock = ClosedLock> = L extends ClosedLock ? { lock: L } : never;
const closed = (lock: ClosedLock) => ({ lock }) as Closed;

/** An open video's content, or only the reason it is closed to this viewer. */
export type ViewableResult = ({ lock: "open" } & ViewableVideo) | Closed;

/**
 * The video as `viewerId` (null: signed out) may see it; null when it does not exist or is not
 * visible to them (checked before the password and expiry, so a private video never reveals them).
 * Shared videos come from the per-version cache; the content is frozen, never edit it.
 */
export async function findViewableVideo(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<ViewableResult | null> {
  const { videoId } = query;
  const access = await readVideoAccess(db, videoId, query);
  if (!access?.visible) return null;
  const lock = lockFor(access, query);
  if (lock !== "open") return closed(lock);
  if (access.visibility === "public") {
    const hit = sharedVideos.get(versionKey(videoId, access.updatedAt));
    if (hit) return { lock, ...withViews(hit, access.views) };
  }
  const row = await findVisibleVideo(db, query);
  if (!row) return null;
  // A password, gate or expiry set since the check above wins.
  const lockNow = lockFor({ ...row.video, gatePass: row.gatePass }, query);
  if (lockNow !== "open") return closed(lockNow);
  const loaded = viewable(row);
  // Keyed by the version actually read: a write in between lands under its own key.
  if (row.video.visibility === "public")
    sharedVideos.set(versionKey(videoId, row.video.updatedAt), loaded);
  return { lock, ...loaded };
}

/**
 * findViewableVideo's answer for the API: not visible = 404, expired = 410, locked by a password
 * or the email gate = 403.
 */
export function openOrThrow(loaded: ViewableResult | null): ViewableVideo {
  if (!loaded) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  if (loaded.lock !== "open") throw closedError(loaded.lock);
  return loaded;
}

/**
 * Call after every write that changes what a viewer of the video sees (title, description,
 * privacy, delete, processing result, thumbnail, transcript and chapters, attachments, documents).
 * Drops this process's entries at once; other processes never serve them because their version no
 * longer matches the database, and they expire within SHARED_VIDEO_TTL_MS.
 */
export function invalidateVideo(videoId: number): void {
  sharedVideos.deletePrefix(keyPrefix(videoId));
  forgetAccessRow(videoId);
}
