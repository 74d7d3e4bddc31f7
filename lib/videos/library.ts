import "server-only";
import type { DbOrTx } from "@/db/types";
import { averagePercentByVideo } from "./watched-average";
import {
  listRecentVideosForUser,
  listVideosForUser,
  RECENT_LIMIT,
  type VideoWithOwner,
} from "./queries";
import { toVideoResponse, type VideoResponse } from "./serialize";

/** The owner's own cards: each with its average % watched, when anyone has watched it. */
async function respondToOwner(db: DbOrTx, rows: VideoWithOwner[]): Promise<VideoResponse[]> {
  const averages = await averagePercentByVideo(
    db,
    rows.map((row) => row.video),
  );
  return rows.map((row) => {
    const response = toVideoResponse(row.video, row.user);
    const average = averages.get(row.video.id);
    return average === undefined ? response : { ...response, averagePercentWatched: average };
  });
}

/** The user's own library, newest first. */
export async function listUserVideos(db: DbOrTx, userId: string): Promise<VideoResponse[]> {
  return respondToOwner(db, await listVideosForUser(db, userId));
}

/** The user's RECENT_LIMIT newest videos. */
export async function listRecentUserVideos(db: DbOrTx, userId: string): Promise<VideoResponse[]> {
  return respondToOwner(db, await listRecentVideosForUser(db, userId, RECENT_LIMIT));
}
