import { THUMBNAIL_QUALITY, THUMBNAIL_TIMEOUT_MS } from "./constants";

const THUMBNAIL_WIDTH = 640;

/**
 * The latest second a thumbnail frame is taken at
 * (docs/product/limits-and-constants.md#thumbnails).
 */
export const THUMBNAIL_LATEST_SECONDS = 3;

/** The thumbnail frame is at the smaller of 3 s or half the duration. */
export function thumbnailTime(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(THUMBNAIL_LATEST_SECONDS, durationSeconds / 2);
}

/**
 * A PNG of the frame at min(3 s, duration / 2) of the recording, or null (silently) on any failure
 * or after 10 s (docs/product/limits-and-constants.md#thumbnails): processing then makes one on the
 * server.
 */
export function captureThumbnail(recording: Blob, durationSeconds: number): Promise<Blob | null> {
  if (typeof document === "undefined") return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(recording);
    const video = document.createElement("video");
    let settled = false;
    const finish = (result: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute("src");
      video.load();
      URL.revokeObjectURL(url);
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), THUMBNAIL_TIMEOUT_MS);
    video.muted = true;
    video.preload = "auto";
    video.onerror = () => finish(null);
    video.onloadeddata = () => {
      video.currentTime = Math.max(0.05, thumbnailTime(durationSeconds));
    };
    video.onseeked = () => {
      try {
        const scale = Math.min(1, THUMBNAIL_WIDTH / (video.videoWidth || THUMBNAIL_WIDTH));
        const canvas = document.createElement("canvas");
        canvas.width = Math.max(2, Math.round((video.videoWidth || THUMBNAIL_WIDTH) * scale));
        canvas.height = Math.max(2, Math.round((video.videoHeight || 360) * scale));
        const context = canvas.getContext("2d", { alpha: false });
        if (!context) return finish(null);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => finish(blob), "image/png", THUMBNAIL_QUALITY);
      } catch {
        finish(null);
      }
    };
    video.src = url;
  });
}

/** Recorded time after which the chunks so far hold the frame at THUMBNAIL_LATEST_SECONDS. */
export const EARLY_THUMBNAIL_AFTER_MS = THUMBNAIL_LATEST_SECONDS * 1000 + 500;

/** The frame at THUMBNAIL_LATEST_SECONDS, from the chunks recorded so far (while recording). */
export function captureEarlyThumbnail(recordedSoFar: Blob | null): Promise<Blob | null> {
  if (!recordedSoFar) return Promise.resolve(null);
  return captureThumbnail(recordedSoFar, 2 * THUMBNAIL_LATEST_SECONDS);
}

/**
 * The thumbnail at Stop. A recording long enough for its frame to be at THUMBNAIL_LATEST_SECONDS
 * uses the frame taken early, so Save does not wait for the whole recording to be decoded;
 * a shorter one, or a failed early capture, decodes the whole recording, if it is still in memory.
 */
export function thumbnailAtStop(
  early: Promise<Blob | null> | null,
  recording: Blob | null,
  durationSeconds: number,
): Promise<Blob | null> {
  // Past the memory bound the whole recording is not here; the server draws one if early failed.
  if (!recording) return early ?? Promise.resolve(null);
  if (!early || thumbnailTime(durationSeconds) < THUMBNAIL_LATEST_SECONDS) {
    return captureThumbnail(recording, durationSeconds);
  }
  return early.then((blob) => blob ?? captureThumbnail(recording, durationSeconds));
}
