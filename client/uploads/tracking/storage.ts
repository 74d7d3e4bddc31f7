import {
  EMPTY_UPLOAD_TRACKING,
  clearTrackingForVideo,
  failUpload,
  finishUpload,
  isSameTracking,
  parseUploadTracking,
  serializeUploadTracking,
  startUpload,
  type TrackedVideo,
  type UploadTracking,
} from "./state";

/** Fired on window after every write in this tab (the storage event only reaches other tabs). */
export const UPLOAD_TRACKING_EVENT = "demoreel:upload-tracking";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): KeyValueStorage | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe)
  }
}

export function readUploadTracking(storage = browserStorage()): UploadTracking {
  if (!storage) return EMPTY_UPLOAD_TRACKING;
  return parseUploadTracking((key) => storage.getItem(key));
}

export function writeUploadTracking(next: UploadTracking, storage = browserStorage()): void {
  if (!storage) return;
  try {
    for (const [key, value] of Object.entries(serializeUploadTracking(next))) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
  } catch {
    return; // quota exceeded: tracking is a convenience, never an error
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(UPLOAD_TRACKING_EVENT));
}

/** Reads, transforms and writes back when something changed. */
export function updateUploadTracking(
  update: (state: UploadTracking) => UploadTracking,
  storage = browserStorage(),
): UploadTracking {
  const current = readUploadTracking(storage);
  const next = update(current);
  if (!isSameTracking(current, next)) writeUploadTracking(next, storage);
  return next;
}

/** Called by the recorder when a save starts. */
export function markUploadStarted(upload: {
  title: string;
  videoId?: number | null;
  isLong?: boolean;
}): void {
  updateUploadTracking((state) => startUpload(state, upload, Date.now()));
}

/** Called by the recorder with the created video the upload answered. */
export function markUploadFinished(video: TrackedVideo): void {
  updateUploadTracking((state) => finishUpload(state, video, Date.now()));
}

/** Called by the recorder when the upload failed or was cancelled. */
export function markUploadFailed(): void {
  updateUploadTracking(failUpload);
}

/** Called after a video was deleted. */
export function clearUploadTrackingForVideo(videoId: number): void {
  updateUploadTracking((state) => clearTrackingForVideo(state, videoId));
}

/** Calls back on writes from this tab and from other tabs. */
export function subscribeUploadTracking(listener: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key in EMPTY_UPLOAD_TRACKING) listener();
  };
  window.addEventListener(UPLOAD_TRACKING_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(UPLOAD_TRACKING_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** A string that changes whenever the record does (for useSyncExternalStore). */
export function uploadTrackingSnapshot(storage = browserStorage()): string {
  return JSON.stringify(serializeUploadTracking(readUploadTracking(storage)));
}
