import "server-only";
import type { DbOrTx } from "@/db/types";
import {
  listRecentVideosForUser,
  listVideosForUser,
  RECENT_LIMIT,
  type VideoWithOwner,
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
