import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { getDb } from "@/db/client";
import {
  getVideoForViewer,
  listRecentVideosForUser,
  listVideosForUser,
  RECENT_LIMIT,
  type VideoWithOwner,
} from "./queries";
import { toVideoResponse, type VideoResponse } from "./serialize";

/** The signed-in user's id; anonymous dev users and signed-out visitors see only shared videos. */
export function viewerIdOf(caller: Caller): string | null {
  return caller.kind === "user" ? caller.userId : null;
}

const respond = (rows: VideoWithOwner[]): VideoResponse[] =>
  rows.map((row) => toVideoResponse(row.video, row.user));

/** GET /api/videos: the caller's own library; [] for anyone not signed in (no enumeration). */
export async function listCallerVideos(caller: Caller): Promise<VideoResponse[]> {
  const userId = viewerIdOf(caller);
  return userId ? respond(await listVideosForUser(await getDb(), userId)) : [];
}

/** GET /api/videos/recent: the caller's RECENT_LIMIT newest videos; [] when not signed in. */
export async function listCallerRecentVideos(caller: Caller): Promise<VideoResponse[]> {
  const userId = viewerIdOf(caller);
  return userId ? respond(await listRecentVideosForUser(await getDb(), userId, RECENT_LIMIT)) : [];
}

/** GET /api/videos/{id}: one video the caller may see. */
export async function getCallerVideo(caller: Caller, videoId: number): Promise<VideoResponse> {
  const { video, user } = await getVideoForViewer(await getDb(), {
    videoId,
    viewerId: viewerIdOf(caller),
  });
  return toVideoResponse(video, user);
}
