import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const SOURCE = [
  ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i"],
  "testsrc2=size=320x240:rate=15:duration=1.5",
  ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=1.5"],
];

/** Tiny test files of the kinds people upload, each made by ffmpeg from the same 1.5 s source. */
export const UPLOAD_FILES = {
  "demo.mp4": ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac"],
  "call.mov": ["-c:v", "prores", "-profile:v", "0", "-c:a", "pcm_s16le"],
  "screen.mkv": [
    ...["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"],
    ...["-c:a", "libopus"],
  ],
  // HEVC + AAC, as phones record.
  "phone.mp4": ["-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1", "-c:a", "aac"],
} as const;
export type UploadFileName = keyof typeof UPLOAD_FILES;

/** Writes the test file `name` into `dir`. */
export async function makeUploadFile(dir: string, name: UploadFileName): Promise<void> {
  const quietX265 = ["-x265-params", "log-level=error"];
  await run("ffmpeg", [...SOURCE, ...UPLOAD_FILES[name], ...quietX265, path.join(dir, name)]);
}
