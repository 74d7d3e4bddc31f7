import "server-only";
import { badRequest, conflict } from "@/lib/errors";
import type { Db } from "@/db/types";
import { cancelQueuedEdits, enqueueEdit, UNEDITED_MP4 } from "@/lib/videos/jobs";
import { frameFromStorage } from "@/lib/media/frame";
import { thumbnailTime } from "@/lib/media/renditions";
import { spriteKeyFor } from "@/lib/media/sprite";
import { videoKey } from "@/lib/storage/keys";
import type { Storage } from "@/lib/storage/types";
import { composeCuts, keptDuration, MIN_KEPT_SECONDS, normalizeCuts } from "@/lib/timeline/cuts";
import { getOwnedVideoOrThrow } from "../queries";
import { toVideoResponse, type VideoResponse } from "../serialize";
import { frameThumbnailKey, isFrameThumbnail } from "../thumbnail";
import { applyTimeline } from "./apply";
import { deleteUnreferenced } from "./stale-files";
import type { EditState } from "./responses";
import type { EditVideoInput } from "./schemas";
import { findVideoEdit, saveVideoEdit } from "./state";
import { invalidateVideo } from "../content-cache";
import { requireOriginalKey } from "../original";

export type { EditState };

/** GET /api/videos/{id}/edit (owner only): where the video's edit stands. */
export async function getEditState(
  db: Db,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<EditState> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const edit = await findVideoEdit(db, videoId);
  const originalDuration = edit?.sourceDuration ?? video.duration;
  const pendingCuts = edit?.pendingCuts ?? null;
  return {
    status: edit?.status ?? "idle",
    cuts: edit?.cuts ?? [],
    pendingCuts,
    originalDuration,
    duration: pendingCuts ? keptDuration(pendingCuts, originalDuration) : video.duration,
    error: edit?.error ?? null,
  };
}

/**
 * POST /api/videos/{id}/edit (owner only): validates cuts given on the timeline as it plays now,
 * combines them with earlier edits and queues a durable render (202). The video keeps playing
 * as it is until the render switches it over; a video still processing is rendered after that.
 */
export async function requestEdit(
  db: Db,
  { videoId, userId, input }: { videoId: number; userId: string; input: EditVideoInput },
): Promise<EditState> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  requireOriginalKey(video);
  if (!(video.duration > 0))
    throw conflict("The video's duration is not known yet", "video_not_ready");
  const outside = input.cuts.find(
    ([a, b]) => Math.min(a, b) < 0 || Math.max(a, b) > video.duration,
  );
  if (outside) {
    throw badRequest(`Invalid cuts: each cut must be within 0 and ${video.duration} seconds`);
  }
  const added = normalizeCuts(input.cuts, video.duration);
  if (added.length === 0) throw badRequest("Invalid cuts: give at least one range to cut");
  const edit = await findVideoEdit(db, videoId);
  const originalDuration = edit?.sourceDuration ?? video.duration;
  const cuts = composeCuts(edit?.cuts ?? [], added, originalDuration);
  if (keptDuration(cuts, originalDuration) < MIN_KEPT_SECONDS) {
    throw badRequest("Invalid cuts: cutting everything leaves nothing to play");
  }
  await db.transaction(async (tx) => {
    await saveVideoEdit(tx, videoId, {
      pendingCuts: cuts,
      status: "rendering",
      error: null,
      sourceDuration: originalDuration,
    });
    await enqueueEdit(tx, videoId, cuts);
  });
  return getEditState(db, { videoId, userId });
}

/**
 * POST /api/videos/{id}/edit/revert (owner only): back to the unedited MP4 (kept all along), its
 * duration, and every item's original time; a render under way is dropped.
 */
export async function revertEdit(
  db: Db,
  storage: Storage,
  { videoId, userId }: { videoId: number; userId: string },
): Promise<VideoResponse> {
  const { video } = await getOwnedVideoOrThrow(db, { videoId, userId });
  const edit = await findVideoEdit(db, videoId);
  if (!edit || (edit.cuts.length === 0 && !edit.pendingCuts)) {
    throw conflict("This video has no edit to revert", "no_edit_to_revert");
  }
  const mp4Key = videoKey(videoId, UNEDITED_MP4);
  const originalDuration = edit.sourceDuration ?? video.duration;
  let thumbnailKey: string | undefined;
  if (edit.cuts.length > 0 && isFrameThumbnail(videoId, video.thumbnailKey)) {
    const at = edit.thumbnailTime ?? thumbnailTime(originalDuration);
    thumbnailKey = frameThumbnailKey(videoId);
    await storage.put(thumbnailKey, await frameFromStorage(storage, mp4Key, at), {
      contentType: "image/png",
    });
  }
  await db.transaction(async (tx) => {
    await cancelQueuedEdits(tx, videoId);
    if (edit.cuts.length === 0) {
      await saveVideoEdit(tx, videoId, { pendingCuts: null, status: "idle", error: null });
      return;
    }
    await applyTimeline(tx, video, edit, {
      cuts: [],
      mp4Key,
      duration: originalDuration,
      thumbnailKey,
    });
  });
  invalidateVideo(videoId);
  const edited = video.mp4Key;
  await deleteUnreferenced(db, storage, videoId, [
    edited,
    edited && spriteKeyFor(edited),
    video.thumbnailKey,
  ]);
  const fresh = await getOwnedVideoOrThrow(db, { videoId, userId });
  return toVideoResponse(fresh.video, fresh.user);
}
