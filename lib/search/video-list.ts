import "server-only";
import type { DbOrTx } from "@/db/types";
import { listUserVideos, listWorkspaceVideos } from "@/lib/videos/library";
import type { VideoListQuery } from "@/lib/videos/schemas";
import { searchUserVideos } from "./videos";

/**
 * What `GET /api/videos` lists: with `workspace` (and `folder`), that workspace's videos the caller
 * may see (404 to non-members); with `q`, the caller's videos matching it, best first; otherwise
 * the caller's own videos, newest first (none when signed out).
 */
export async function listVideosForQuery(
  db: DbOrTx,
  viewerId: string | null,
  query: VideoListQuery,
) {
  if (query.workspace !== undefined) {
    const { workspace: workspaceId, folder } = query;
    return listWorkspaceVideos(db, { workspaceId, userId: viewerId, folder });
  }
  if (!viewerId) return [];
  return query.q === undefined
    ? listUserVideos(db, viewerId)
    : searchUserVideos(db, viewerId, query.q);
}
