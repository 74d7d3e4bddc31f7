import "server-only";
import { eq, sql } from "drizzle-orm";
import { videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { parseTranscript } from "@/lib/timeline/transcript";
import { notFound } from "@/lib/errors";
import { cachedAccessRow } from "./rows/access-rows";
import { canKeepAccessRows } from "./rows/access-rows-listener";
import {
  assertUnlocked,
  closedError,
  lockFor,
  videoAccessColumns,
  type LockQuery,
  type VideoLock,
} from "./rules/lock";
import { passesEmailGateFor } from "./rules/viewer-pass";
import { visibleTo } from "./rules/visibility";
import { keepContent, keptContent, type VideoContent } from "@/lib/videos/content-cache";
import {
  findVideoIfVisible,
  VIDEO_NOT_FOUND,
  type VideoWithOwner,
  type VisibleVideoQuery,
} from "@/lib/videos/queries";
import { toVideoResponse } from "@/lib/videos/serialize";

/**
 * What a viewer gets of one video: its content, or only why it is closed to them.
 *
 * Every request first reads the video's privacy, owner and version by primary key from the
 * database, or from this process's copy of that row, kept only while every write reaches it
 * (access-rows-listener.ts: always on PGlite, on Postgres only by the operator's choice). So a
 * privacy flip or a delete answers 404 on the very next request on every instance (with that
 * choice, on another instance once the database's notice has arrived). Only then is the content
 * taken from this process's cache (lib/videos/content-cache.ts). The same check reads the password,
 * email gate and expiry state, so a protected or expired video's content is never handed out from
 * the cache to a viewer who has not unlocked it, given an email (or after it expired).
 */

/**
 * The authoritative check: one primary-key lookup of who owns the video, whether `viewerId` may see it,
 * its password and expiry, its version, and its live view count (counting a view does not make a
 * new version).
 */
async function readAccessRow(db: DbOrTx, videoId: number, query: LockQuery) {
  const [row] = await db
    .select({
      ...videoAccessColumns,
      updatedAt: videos.updatedAt,
      views: videos.views,
      // Membership of a workspace video's workspace, in this same primary-key read.
      visible: sql<boolean>`${visibleTo(query.viewerId)}`,
      gatePass: sql<boolean>`${passesEmailGateFor({ ...query, videoId })}`,
    })
    .from(videos)
    .where(eq(videos.id, videoId))
    .limit(1);
  return row ?? null;
}

/**
 * readAccessRow, kept in memory for a signed-out viewer without a tracked link or a viewer cookie
 * where this process may keep rows (the row is then the same for every such viewer; see
 * access-rows-listener.ts). Everyone else reads the database.
 */
async function keptOrReadAccessRow(db: DbOrTx, videoId: number, query: VisibleVideoQuery) {
  const load = () => readAccessRow(db, videoId, query);
  const personal = query.viewerId !== null || query.recipient || query.viewerPass;
  if (personal || !(await canKeepAccessRows(db))) {
    return load();
  }
  return cachedAccessRow(videoId, load, "signed-out");
}

/** The cached content with the count read just now: views never wait for the entry to expire. */
function withViews(cached: VideoContent, views: number): VideoContent {
  if (cached.video.views === views) return cached;
  return Object.freeze({ ...cached, video: Object.freeze({ ...cached.video, views }) });
}

function contentOf(row: VideoWithOwner): VideoContent {
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
export type VideoForViewer = ({ lock: "open" } & VideoContent) | Closed;

/**
 * The video as `viewerId` (null: signed out) may see it; null when it does not exist or is not
 * visible to them (checked before the password and expiry, so a private video never reveals them).
 * Shared videos come from the per-version cache; the content is frozen, never edit it.
 */
export async function findVideoForViewer(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<VideoForViewer | null> {
  const { videoId } = query;
  const access = await keptOrReadAccessRow(db, videoId, query);
  if (!access?.visible) return null;
  const lock = lockFor(access, query);
  if (lock !== "open") return closed(lock);
  if (access.visibility === "public") {
    const hit = keptContent(videoId, access.updatedAt);
    if (hit) return { lock, ...withViews(hit, access.views) };
  }
  const row = await findVideoIfVisible(db, query);
  if (!row) return null;
  // A password, gate or expiry set since the check above wins.
  const lockNow = lockFor({ ...row.video, gatePass: row.gatePass }, query);
  if (lockNow !== "open") return closed(lockNow);
  const loaded = contentOf(row);
  // Keyed by the version actually read: a write in between lands under its own key.
  if (row.video.visibility === "public") keepContent(videoId, row.video.updatedAt, loaded);
  return { lock, ...loaded };
}

/**
 * findVideoForViewer's answer as the API gives it: the content, or not visible = 404, expired =
 * 410, locked by a password or the email gate = 403.
 */
export function contentForViewerOrThrow(loaded: VideoForViewer | null): VideoContent {
  if (!loaded) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  if (loaded.lock !== "open") throw closedError(loaded.lock);
  return loaded;
}

/**
 * One video the viewer may watch: not visible = 404 (checked first, so a private video never
 * reveals it is protected), then expired = 410, then locked by a password or the email gate = 403.
 * `gateShows`: the email gate does not close it (its thumbnail, which the gate shows).
 */
export async function getVideoForViewerOrThrow(
  db: DbOrTx,
  query: VisibleVideoQuery,
  { gateShows = false }: { gateShows?: boolean } = {},
): Promise<VideoWithOwner> {
  const row = await findVideoIfVisible(db, query);
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  assertUnlocked({ ...row.video, gatePass: row.gatePass || gateShows }, query);
  return { video: row.video, user: row.user };
}
