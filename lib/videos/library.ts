import "server-only";
import type { DbOrTx } from "@/db/types";
import {
  findVisibleVideo,
  getVisibleVideoOrThrow,
  listRecentVideosForUser,
  listVideosForUser,
  RECENT_LIMIT,
  type VideoWithOwner,
  type VisibleVideoQuery,
} from "./queries";
import { toVideoResponse, type VideoResponse } from "./serialize";

const respond = (rows: VideoWithOwner[]): VideoResponse[] =>
  rows.map((row) => toVideoResponse(row.video, row.user));

/** The user's own library, newest first. */
export async function listUserVideos(db: DbOrTx, userId: string): Promise<VideoResponse[]> {
  return respond(await listVideosForUser(db, userId));
}

/** The user's RECENT_LIMIT newest videos. */
export async function listRecentUserVideos(db: DbOrTx, userId: string): Promise<VideoResponse[]> {
  return respond(await listRecentVideosForUser(db, userId, RECENT_LIMIT));
}

/** One video the viewer may see, as the API answers it; null when not visible. */
export async function findVisibleVideoResponse(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<VideoResponse | null> {
  const row = await findVisibleVideo(db, query);
  return row && toVideoResponse(row.video, row.user);
}

/** One video the viewer may see, as the API answers it; not visible = not found. */
export async function getVisibleVideoResponse(
  db: DbOrTx,
  query: VisibleVideoQuery,
): Promise<VideoResponse> {
  const { video, user } = await getVisibleVideoOrThrow(db, query);
  return toVideoResponse(video, user);
}
