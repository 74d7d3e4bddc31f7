/** Container formats, tried in this order (docs/product/limits-and-constants.md#recording). */
export const MIME_CANDIDATES = [
  "video/webm;codecs=vp9,opus",
  "video/webm;codecs=vp9",
  "video/webm;codecs=vp8,opus",
  "video/webm;codecs=vp8",
  "video/webm",
  "video/mp4",
] as const;

/** The first supported candidate, or "" to let the browser choose. */
export function pickMimeType(isTypeSupported: (type: string) => boolean): string {
  return MIME_CANDIDATES.find((type) => isTypeSupported(type)) ?? "";
}

/** This browser's recorder format: the first candidate its MediaRecorder supports. */
export function browserMimeType(): string {
  if (typeof MediaRecorder === "undefined") return "";
  return pickMimeType((type) => MediaRecorder.isTypeSupported(type));
}
