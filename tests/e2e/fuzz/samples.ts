import { execFileSync } from "node:child_process";

/** A 1-second VP8 WebM from ffmpeg's test source: a real recording to upload. */
export function sampleWebm(): Buffer {
  return execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi"],
      ...["-i", "testsrc=duration=1:size=160x120:rate=10", "-c:v", "libvpx", "-f", "webm", "-"],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
