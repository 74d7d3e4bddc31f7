import "server-only";
import { and, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { forbidden, notFound } from "@/lib/errors";
import { users, videoColumns, videos, type Video } from "@/db/schema";
import { ADMIN_ROLES, CREATOR_ROLES } from "@/lib/workspaces/access";
import { memberOfVideoWorkspace, visibleTo } from "@/lib/access/rules/visibility";
import type { DbOrTx } from "@/db/types";
import type { LockQuery } from "@/lib/access/rules/lock";
import { passesEmailGate, passesEmailGateFor } from "@/lib/access/rules/viewer-pass";
import type { ListedVideo, VideoOwner } from "./serialize";

export const VIDEO_NOT_FOUND = "Video not found";
/** A member who may watch a video but not change it: what is needed is named. */
export const MANAGE_VIDEO_ROLE =
  "Only the video's creator or a workspace admin or owner can change or delete this video";
export const INSIGHTS_ROLE =
  "Only the video's creator or a workspace admin or owner can see its insights";
/** GET /api/videos/recent: the caller's newest videos, at most this many. */
export const RECENT_LIMIT = 10;

export interface VideoWithOwner {
  video: Video;
  user: VideoOwner;
}

const ownerColumns = { firstName: users.firstName, lastName: users.lastName, image: users.image };

/** Videos joined to their owner's public fields, filtered by `where`, newest first. */
function selectVideos(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ video: videoColumns, user: ownerColumns })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

/** selectVideos for a list shown to `viewerId`, with whether they pass each one's email gate. */
function selectListedVideos(db: DbOrTx, where: SQL | undefined, viewerId: string) {
  return db
    .select({
      video: videoColumns,
      user: ownerColumns,
      gatePass: sql<boolean>`${passesEmailGate(viewerId, undefined)}`,
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

/**
 * The video's creator while they hold a seat that places videos (owner, admin or creator) in its
 * workspace now: a creator who left or became a viewer changes nothing there, whatever the row
 * still says. Part of every query and write that lets a creator change their video.
 */
export function ownedBy(userId: string): SQL {
  return and(eq(videos.userId, userId), memberOfVideoWorkspace(userId, CREATOR_ROLES)) as SQL;
}

/**
 * May edit, move and delete the video: its creator (a current member, ownedBy), or an owner or
 * admin of its workspace when it is not private (a private video stays its creator's alone, 404
 * to everyone else).
 */
export function managedBy(userId: string): SQL {
  return or(
    ownedBy(userId),
    and(ne(videos.visibility, "private"), memberOfVideoWorkspace(userId, ADMIN_ROLES)),
  ) as SQL;
}

/** viewerId null when signed out or anonymous: only shared videos are visible then. */
export interface VisibleVideoQuery extends LockQuery {
  videoId: number;
}

/**
 * One video the viewer may see, before its lock is looked at, or null (missing and not visible are
 * the same); gatePass says whether they pass its email gate without an email
 * (lib/access/rules/viewer-pass.ts). Whether they may watch it is lib/access's question (video-for-viewer.ts).
 */
export async function findVideoIfVisible(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<(VideoWithOwner & { gatePass: boolean }) | null> {
  const { videoId, viewerId } = query;
  const [row] = await db
    .select({
      video: videoColumns,
      user: ownerColumns,
      gatePass: sql<boolean>`${passesEmailGateFor(query)}`,
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(and(eq(videos.id, videoId), visibleTo(viewerId)))
    .limit(1);
  return row ?? null;
}

/**
 * One video the user manages (managedBy: creator, or a workspace admin for a non-private one);
 * anything else = not found, or 403 naming the role to a member of its workspace who may only read.
 */
export async function getManagedVideoOrThrow(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
  roleMessage: string = MANAGE_VIDEO_ROLE,
): Promise<VideoWithOwner> {
  const [row] = await db
    .select({
      video: videoColumns,
      user: ownerColumns,
      managed: sql<boolean>`${managedBy(userId)}`,
      member: sql<boolean>`${memberOfVideoWorkspace(userId)}`,
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .where(and(eq(videos.id, videoId), visibleTo(userId)))
    .limit(1);
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  if (!row.managed) {
    // Only a member learns that a role is missing; to anyone else a video they can't change is
    // not theirs to know about beyond watching it.
    if (row.member) throw forbidden(roleMessage, "workspace_role_required");
    throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  }
  return { video: row.video, user: row.user };
}

/** A video by id with no access check: only for answering a caller already checked. */
export async function getVideoByIdOrThrow(db: DbOrTx, videoId: number): Promise<VideoWithOwner> {
  const [row] = await selectVideos(db, eq(videos.id, videoId)).limit(1);
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  return row;
}

/** One of the user's own videos in a workspace they still place videos in; else not found. */
export async function getOwnedVideoOrThrow(
  db: DbOrTx,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<VideoWithOwner> {
  const [row] = await selectVideos(db, and(eq(videos.id, videoId), ownedBy(userId))).limit(1);
  if (!row) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
  return row;
}

export function listVideosForUser(db: DbOrTx, userId: string): Promise<VideoWithOwner[]> {
  return selectVideos(db, eq(videos.userId, userId));
}

/**
 * A workspace's library as a member sees it: its workspace and public videos and the member's own
 * private ones, in `folderId` (null: the root; undefined: every folder). The caller checks the
 * membership first, which makes the visibility test here a column comparison per row.
 */
export function listVideosOfWorkspace(
  db: DbOrTx,
  {
    workspaceId,
    memberId,
    folderId,
  }: { workspaceId: number; memberId: string; folderId?: number | null },
): Promise<ListedVideo[]> {
  const folder =
    folderId === undefined
      ? undefined
      : folderId === null
        ? isNull(videos.folderId)
        : eq(videos.folderId, folderId);
  return selectListedVideos(
    db,
    and(
      eq(videos.workspaceId, workspaceId),
      folder,
      or(ne(videos.visibility, "private"), eq(videos.userId, memberId)),
    ),
    memberId,
  );
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
  const [row] = await db.select(ownerColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound("User not found", "user_not_found");
  return row;
}
