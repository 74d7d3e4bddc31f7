import "server-only";
import { and, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { users, videos, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { assertUnlocked } from "./access";
import type { VideoOwner } from "./serialize";

export const VIDEO_NOT_FOUND = "Video not found";
/** GET /api/videos/recent: the caller's newest videos, at most this many. */
export const RECENT_LIMIT = 10;

export interface VideoWithOwner {
  video: Video;
  user: VideoOwner;
}

const owner = { firstName: users.firstName, lastName: users.lastName, image: users.image };

/** Videos joined to their owner's public fields, filtered by `where`, newest first. */
function selectVideos(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ video: videos, user: owner })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

/** Visible to `viewerId`: shared videos to anyone with the link, private ones to their owner only. */
export function visibleTo(viewerId: string | null): SQL {
  const shared = eq(videos.isPrivate, false);
  return viewerId ? (or(shared, eq(videos.userId, viewerId)) as SQL) : shared;
}

/**
 * Visible and open to `viewerId` without an unlock: their own, or shared with no password and not
 * expired. For lists, which have no per-video unlock cookie to check.
 */
export function openTo(viewerId: string): SQL {
  const open = and(
    eq(videos.isPrivate, false),
    isNull(videos.passwordHash),
    or(isNull(videos.expiresAt), gt(videos.expiresAt, sql`now()`)),
  );
  return or(eq(videos.userId, viewerId), open) as SQL;
}

export interface VisibleVideoQuery {
  videoId: number;
  /** null when signed out or anonymous: only shared videos are visible then. */
  viewerId: string | null;
  /** The viewer's unlock cookie for this video (lib/videos/unlock-cookie.ts), if any. */
  unlock?: string;
}

/** One video the viewer may see, or null (missing and not visible are the same). */
export async function findVisibleVideo(
  db: DbOrTx,
  { videoId, viewerId }: VisibleVideoQuery,
): Promise<VideoWithOwner | null> {
  const [row] = await selectVideos(db, and(eq(videos.id, videoId), visibleTo(viewerId))).limit(1);
  return row ?? null;
}

/**
 * One video the viewer may watch: not visible = 404 (checked first, so a private video never
 * reveals it is protected), then expired = 410, then locked by a password = 403.
 */
export async function getVisibleVideoOrThrow(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<VideoWithOwner> {
  const row = await findVisibleVideo(db, query);
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  assertUnlocked(row.video, query);
  return row;
}

/** One of the user's own videos; anyone else's (or none) = not found. */
export async function getOwnedVideoOrThrow(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<VideoWithOwner> {
  const [row] = await selectVideos(
    db,
    and(eq(videos.id, videoId), eq(videos.userId, userId)),
  ).limit(1);
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  return row;
}

export function listVideosForUser(db: DbOrTx, userId: string): Promise<VideoWithOwner[]> {
  return selectVideos(db, eq(videos.userId, userId));
}

export function listRecentVideosForUser(
  db: DbOrTx,
  userId: string,
  limit: number = RECENT_LIMIT,
): Promise<VideoWithOwner[]> {
  return selectVideos(db, eq(videos.userId, userId)).limit(limit);
}

/** The public fields of a video owner. */
export async function getVideoOwner(db: DbOrTx, userId: string): Promise<VideoOwner> {
  const [row] = await db.select(owner).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound("User not found", "user_not_found");
  return row;
}
