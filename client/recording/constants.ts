/** The recorder's numbers, in one place (docs/product/limits-and-constants.md#recording). */
export const CANVAS_FPS = 30;
export const SCREEN_FPS = { ideal: 20, max: 24 } as const;
export const MAX_CANVAS = { width: 1280, height: 720 } as const;
export const SCREEN_CAMERA_SIZE = { width: 320, height: 240 } as const;
export const CAMERA_ONLY_SIZE = { width: 1280, height: 720 } as const;
export const VIDEO_BITS_PER_SECOND = 250_000;
export const AUDIO_BITS_PER_SECOND = 64_000;
/** MediaRecorder emits a data chunk this often. */
export const TIMESLICE_MS = 500;
/** Stop waits this long after the final data request. */
export const STOP_DELAY_MS = 100;
export const MIN_RECORDING_BYTES = 1000;
export const LARGE_FILE_BYTES = 50 * 1024 * 1024;
export const LARGE_FILE_TOAST_MS = 8000;
export const UPGRADE_TOAST_MS = 5000;
export const THUMBNAIL_TIMEOUT_MS = 10_000;
export const THUMBNAIL_QUALITY = 0.8;
