import { VIDEO_BITS_PER_SECOND } from "./constants";
import type { Size } from "./geometry";

/**
 * Recording quality by plan (docs/product/limits-and-constants.md#recording-quality): 720p on the
 * free plan, 1080p on Pro.
 */
export type RecordingQuality = "720p" | "1080p";

export const QUALITY_BOX: Record<RecordingQuality, Size> = {
  "720p": { width: 1280, height: 720 },
  "1080p": { width: 1920, height: 1080 },
};

export const qualityForPlan = (isSubscribed: boolean): RecordingQuality =>
  isSubscribed ? "1080p" : "720p";

const PIXELS_720P = QUALITY_BOX["720p"].width * QUALITY_BOX["720p"].height;

/**
 * The video bitrate for a canvas: 250 kbps at 1280x720, in proportion to the pixel count
 * above it, and never less than that floor (rounded to whole kbps).
 */
export function videoBitrateFor(canvas: Size): number {
  const pixels = Math.max(0, canvas.width) * Math.max(0, canvas.height);
  const scaled = Math.round((VIDEO_BITS_PER_SECOND * pixels) / PIXELS_720P / 1000) * 1000;
  return Math.max(VIDEO_BITS_PER_SECOND, scaled);
}
