import {
  clearProcessing,
  clearUpload,
  isSameTracking,
  type TrackedVideo,
  type UploadTracking,
} from "./state";
import { isProcessingStatus } from "@/lib/videos/shared";

/** Timing of docs/product/limits-and-constants.md#upload-tracking. */
export const UPLOAD_MATCH_WINDOW_MS = 60_000;
export const STALE_UPLOAD_MS = 600_000;
export const STALE_LONG_UPLOAD_MS = 1_200_000;
export const ACTIVE_UPLOAD_MS = 5 * 60_000;
export const FRESH_UPLOAD_BANNER_MS = 30_000;
export const JUST_UPLOADED_REFRESH_MS = 3_000;
export const JUST_UPLOADED_DURATION_MS = 15_000;
export const POLL_WAITING_MS = 1_500;
export const POLL_PROCESSING_MS = 5_000;
export const WAITING_REFRESH_DELAY_MS = 500;

export function isUploadStale(state: UploadTracking, now: number): boolean {
  if (!state.currentlyUploading) return false;
  if (state.uploadingVideoTimestamp === null) return true;
  const limit = state.isLongVideoUpload ? STALE_LONG_UPLOAD_MS : STALE_UPLOAD_MS;
  return now - state.uploadingVideoTimestamp > limit;
}

const isRecent = (time: number | null, now: number) =>
  time !== null && now - time < ACTIVE_UPLOAD_MS;

/** An upload under 5 minutes old, or a finished one whose video has not been listed yet. */
export function isUploadActive(state: UploadTracking, now: number): boolean {
  return (
    (state.currentlyUploading && isRecent(state.uploadingVideoTimestamp, now)) ||
    (state.waitingForLastUploaded && isRecent(state.lastUploadTime, now))
  );
}

/** The listed video that the upload in progress became: same id, or same title within 60 s. */
export function findUploadMatch<V extends TrackedVideo>(
  state: UploadTracking,
  videos: readonly V[],
): V | undefined {
  if (!state.currentlyUploading) return undefined;
  if (state.uploadingVideoId !== null) {
    const byId = videos.find((video) => video.id === state.uploadingVideoId);
    if (byId) return byId;
  }
  const started = state.uploadingVideoTimestamp;
  if (state.uploadingVideoTitle === null || started === null) return undefined;
  return videos.find((video) => {
    const created = Date.parse(video.createdAt);
    return (
      video.title === state.uploadingVideoTitle &&
      !Number.isNaN(created) &&
      Math.abs(created - started) <= UPLOAD_MATCH_WINDOW_MS
    );
  });
}

/**
 * Brings the record up to date with the freshly fetched video list. Returns the same object
 * when nothing changed, so callers can skip the write.
 */
export function reconcileUploadTracking(
  state: UploadTracking,
  videos: readonly TrackedVideo[],
  now: number,
): UploadTracking {
  let next = state;
  if (isUploadStale(next, now)) next = clearUpload(next);

  const match = findUploadMatch(next, videos);
  if (match) {
    next = { ...clearUpload(next), waitingForLastUploaded: false };
    if (isProcessingStatus(match.processingStatus)) {
      next = {
        ...next,
        processingVideoId: match.id,
        processingVideoTitle: match.title,
        processingVideoTimestamp: next.processingVideoTimestamp ?? now,
      };
    }
  }

  const lastId = next.lastUploadedVideoId;
  if (next.waitingForLastUploaded && videos.some((video) => video.id === lastId)) {
    next = { ...next, waitingForLastUploaded: false };
  }

  if (next.processingVideoId !== null) {
    const tracked = videos.find((video) => video.id === next.processingVideoId);
    if (tracked && !isProcessingStatus(tracked.processingStatus)) next = clearProcessing(next);
  }

  const anythingProcessing = videos.some((video) => isProcessingStatus(video.processingStatus));
  if (!anythingProcessing && !isUploadActive(next, now)) {
    next = { ...clearProcessing(clearUpload(next)), waitingForLastUploaded: false };
  }
  return isSameTracking(state, next) ? state : next;
}

export interface StatusBannerItem {
  key: string;
  title: string;
  status: "uploading" | "processing" | "uploaded";
}

/** What the dashboard's status banner lists: the upload in progress, then processing videos. */
export function statusBannerItems(
  state: UploadTracking,
  videos: readonly TrackedVideo[],
  now: number,
): StatusBannerItem[] {
  const items: StatusBannerItem[] = [];
  if (state.currentlyUploading && !isUploadStale(state, now)) {
    items.push({
      key: "uploading",
      title: state.uploadingVideoTitle ?? "Untitled Recording",
      status: "uploading",
    });
  }
  const processing = videos.filter((video) => isProcessingStatus(video.processingStatus));
  for (const video of processing) {
    items.push({ key: `processing-${video.id}`, title: video.title, status: "processing" });
  }
  const trackedId = state.processingVideoId;
  const trackedListed = videos.some((video) => video.id === trackedId);
  if (trackedId !== null && !trackedListed && isRecent(state.processingVideoTimestamp, now)) {
    items.push({
      key: `processing-${trackedId}`,
      title: state.processingVideoTitle ?? "Untitled Recording",
      status: "processing",
    });
  }
  const lastId = state.lastUploadedVideoId;
  const fresh =
    state.lastUploadTime !== null && now - state.lastUploadTime < FRESH_UPLOAD_BANNER_MS;
  if (
    fresh &&
    !state.currentlyUploading &&
    !items.some((item) => item.key === `processing-${lastId}`)
  ) {
    items.push({
      key: "uploaded",
      title: state.lastUploadedVideoTitle ?? state.lastUploadTitle ?? "Untitled Recording",
      status: "uploaded",
    });
  }
  return items;
}

/** Refetch interval for the lists: 1.5 s while an upload is awaited, 5 s while anything processes. */
export function dashboardPollInterval(
  state: UploadTracking,
  videos: readonly TrackedVideo[],
  now: number,
): number | false {
  if (isUploadActive(state, now)) return POLL_WAITING_MS;
  const anythingProcessing = videos.some((video) => isProcessingStatus(video.processingStatus));
  if (anythingProcessing || state.processingVideoId !== null) return POLL_PROCESSING_MS;
  return false;
}
