import { isProcessingStatus } from "@/lib/videos/shared";

/**
 * The upload-tracking record kept in the browser's local storage
 * (docs/product/limits-and-constants.md#upload-tracking), as plain
 * data with pure transitions. The recorder writes it; the dashboard reads and reconciles it.
 */
export interface UploadTracking {
  currentlyUploading: boolean;
  uploadingVideoTitle: string | null;
  /** Milliseconds since the epoch when the upload started. */
  uploadingVideoTimestamp: number | null;
  uploadingVideoId: number | null;
  isLongVideoUpload: boolean;
  processingVideoId: number | null;
  processingVideoTitle: string | null;
  processingVideoTimestamp: number | null;
  lastUploadedVideoId: number | null;
  lastUploadedVideoTitle: string | null;
  lastUploadTime: number | null;
  lastUploadTitle: string | null;
  waitingForLastUploaded: boolean;
  justUploaded: boolean;
  /** ISO timestamp of the last created video, as the server answered it. */
  lastVideoCreatedAt: string | null;
}

/** The part of a video the tracking needs. */
export interface TrackedVideo {
  id: number;
  title: string;
  createdAt: string;
  processingStatus: string;
}

export const EMPTY_UPLOAD_TRACKING: UploadTracking = {
  currentlyUploading: false,
  uploadingVideoTitle: null,
  uploadingVideoTimestamp: null,
  uploadingVideoId: null,
  isLongVideoUpload: false,
  processingVideoId: null,
  processingVideoTitle: null,
  processingVideoTimestamp: null,
  lastUploadedVideoId: null,
  lastUploadedVideoTitle: null,
  lastUploadTime: null,
  lastUploadTitle: null,
  waitingForLastUploaded: false,
  justUploaded: false,
  lastVideoCreatedAt: null,
};

export type UploadTrackingKey = keyof UploadTracking;
export const UPLOAD_TRACKING_KEYS = Object.keys(EMPTY_UPLOAD_TRACKING) as UploadTrackingKey[];

const BOOLEAN_KEYS = new Set<UploadTrackingKey>([
  "currentlyUploading",
  "isLongVideoUpload",
  "waitingForLastUploaded",
  "justUploaded",
]);
const NUMBER_KEYS = new Set<UploadTrackingKey>([
  "uploadingVideoTimestamp",
  "uploadingVideoId",
  "processingVideoId",
  "processingVideoTimestamp",
  "lastUploadedVideoId",
  "lastUploadTime",
]);
const TIME_KEYS = new Set<UploadTrackingKey>([
  "uploadingVideoTimestamp",
  "processingVideoTimestamp",
  "lastUploadTime",
]);

function parseNumber(key: UploadTrackingKey, raw: string): number | null {
  const value = Number(raw);
  if (Number.isFinite(value)) return value;
  // Timestamps written as ISO strings are accepted too.
  if (TIME_KEYS.has(key)) {
    const time = Date.parse(raw);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/** Reads the record from string values (local storage); unreadable values count as unset. */
export function parseUploadTracking(get: (key: string) => string | null): UploadTracking {
  const result: Record<string, boolean | number | string | null> = {};
  for (const key of UPLOAD_TRACKING_KEYS) {
    const raw = get(key);
    if (BOOLEAN_KEYS.has(key)) result[key] = raw === "true";
    else if (raw === null || raw === "") result[key] = null;
    else if (NUMBER_KEYS.has(key)) result[key] = parseNumber(key, raw);
    else result[key] = raw;
  }
  return result as unknown as UploadTracking;
}

/** String values per key; null means the key is removed. */
export function serializeUploadTracking(
  state: UploadTracking,
): Record<UploadTrackingKey, string | null> {
  const result = {} as Record<UploadTrackingKey, string | null>;
  for (const key of UPLOAD_TRACKING_KEYS) {
    const value = state[key];
    result[key] = value === null || value === false ? null : String(value);
  }
  return result;
}

export function isSameTracking(a: UploadTracking, b: UploadTracking): boolean {
  return UPLOAD_TRACKING_KEYS.every((key) => a[key] === b[key]);
}

export function startUpload(
  state: UploadTracking,
  upload: { title: string; videoId?: number | null; isLong?: boolean },
  now: number,
): UploadTracking {
  return {
    ...state,
    currentlyUploading: true,
    uploadingVideoTitle: upload.title,
    uploadingVideoTimestamp: now,
    uploadingVideoId: upload.videoId ?? null,
    isLongVideoUpload: upload.isLong ?? false,
    lastUploadTitle: upload.title,
  };
}

/** The server answered with the created video: wait for it to show in the lists. */
export function finishUpload(
  state: UploadTracking,
  video: TrackedVideo,
  now: number,
): UploadTracking {
  const processing = isProcessingStatus(video.processingStatus);
  return {
    ...state,
    uploadingVideoId: video.id,
    lastUploadedVideoId: video.id,
    lastUploadedVideoTitle: video.title,
    lastUploadTime: now,
    lastUploadTitle: video.title,
    waitingForLastUploaded: true,
    justUploaded: true,
    lastVideoCreatedAt: video.createdAt,
    processingVideoId: processing ? video.id : state.processingVideoId,
    processingVideoTitle: processing ? video.title : state.processingVideoTitle,
    processingVideoTimestamp: processing ? now : state.processingVideoTimestamp,
  };
}

export function clearUpload(state: UploadTracking): UploadTracking {
  return {
    ...state,
    currentlyUploading: false,
    uploadingVideoTitle: null,
    uploadingVideoTimestamp: null,
    uploadingVideoId: null,
    isLongVideoUpload: false,
  };
}

export function clearProcessing(state: UploadTracking): UploadTracking {
  return {
    ...state,
    processingVideoId: null,
    processingVideoTitle: null,
    processingVideoTimestamp: null,
  };
}

/** The upload failed or was abandoned. */
export function failUpload(state: UploadTracking): UploadTracking {
  return { ...clearUpload(state), waitingForLastUploaded: false, justUploaded: false };
}

/** A video was deleted: drop every key that points to it. */
export function clearTrackingForVideo(state: UploadTracking, videoId: number): UploadTracking {
  let next = state;
  if (next.uploadingVideoId === videoId) next = clearUpload(next);
  if (next.processingVideoId === videoId) next = clearProcessing(next);
  if (next.lastUploadedVideoId === videoId) {
    next = {
      ...next,
      lastUploadedVideoId: null,
      lastUploadedVideoTitle: null,
      waitingForLastUploaded: false,
      justUploaded: false,
    };
  }
  return next;
}
