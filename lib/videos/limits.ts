import "server-only";

/** 413 for a recording longer than MAX_VIDEO_SECONDS, declared or measured. */
export const RECORDING_TOO_LONG = "Recording is too long";
