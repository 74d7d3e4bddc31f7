import "server-only";
import type { DbOrTx } from "@/db/types";
import { averagePercentByVideo } from "./watched-average";
import { notFound } from "@/lib/errors";
import { membershipOf, WORKSPACE_NOT_FOUND } from "@/lib/workspaces/access";
import {
  listRecentVideosForUser,
  listVideosOfWorkspace,
  listVideosForUser,
  RECENT_LIMIT,
} from "./queries";
import { toVideoCard, type ListedVideo, type VideoResponse } from "./serialize";

/**
 * Cards for `userId` (toVideoCard: a locked video of someone else's is its title and thumbnail):
 * each of their own videos with its average % watched, when anyone has watched it (everyone
 * else's video is its creator's figure to see).
 */
async function respondToOwner(
  db: DbOrTx,
  rows: ListedVideo[],
  userId: string,
): Promise<VideoResponse[]> {
  const averages = await averagePercentByVideo(
    db,
    rows.filter((row) => row.video.userId === userId).map((row) => row.video),
  );
  return rows.map((row) => {
    const response = toVideoCard(row, userId);
    const average = averages.get(row.video.id);
    return average === undefined ? response : { ...response, averagePercentWatched: average };
  });
}

/** The user's own library, newest first. */
export async function listUserVideos(db: DbOrTx, userId: string): Promise<VideoResponse[]> {
  return respondToOwner(db, await listVideosForUser(db, userId), userId);
}

/** The user's RECENT_LIMIT newest videos. */
export async function listRecentUserVideos(db: DbOrTx, userId: string): Promise<VideoResponse[]> {
  return respondToOwner(db, await listRecentVideosForUser(db, userId, RECENT_LIMIT), userId);
}

/**
 * GET /api/videos?workspace=: the workspace's videos the caller may see, newest first; anyone
 * not a member (signed out included) gets 404.
 */
export async function listWorkspaceVideos(
  db: DbOrTx,
  {
    workspaceId,
    userId,
    folder,
  }: { workspaceId: number; userId: string | null; folder?: number | "root" },
): Promise<VideoResponse[]> {
  if (!userId) throw notFound(WORKSPACE_NOT_FOUND, "workspace_not_found");
  await membershipOf(db, workspaceId, userId);
  const folderId = folder === "root" ? null : folder;
  const rows = await listVideosOfWorkspace(db, { workspaceId, memberId: userId, folderId });
  return respondToOwner(db, rows, userId);
}
