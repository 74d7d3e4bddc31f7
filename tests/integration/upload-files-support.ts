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
  "clip.webm": [
    ...["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8"],
    ...["-c:a", "libopus"],
  ],
  // HEVC + AAC, as phones record.
  "phone.mp4": ["-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1", "-c:a", "aac"],
} as const;

/** One file of each other container people upload (docs/processing.md#what-ffmpeg-may-read). */
export const OTHER_CONTAINERS = {
  "camera.avi": ["-c:v", "mpeg4", "-c:a", "libmp3lame"],
  "broadcast.ts": ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-f", "mpegts"],
  "camcorder.m2ts": [
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac"],
    ...["-f", "mpegts", "-mpegts_m2ts_mode", "1"],
  ],
  "dvd.mpg": ["-c:v", "mpeg2video", "-c:a", "mp2", "-f", "mpeg"],
  "old.flv": ["-c:v", "flv", "-c:a", "libmp3lame", "-ar", "44100"],
  "phone.3gp": ["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-f", "3gp"],
  "open.ogv": ["-c:v", "libtheora", "-c:a", "libvorbis"],
  "windows.wmv": ["-c:v", "wmv2", "-c:a", "wmav2", "-f", "asf"],
} as const;
export type OtherContainerName = keyof typeof OTHER_CONTAINERS;
export type UploadFileName = keyof typeof UPLOAD_FILES;

/** Writes the test file `name` into `dir`. */
export async function makeUploadFile(dir: string, name: UploadFileName): Promise<void> {
  const quietX265 = ["-x265-params", "log-level=error"];
  await run("ffmpeg", [...SOURCE, ...UPLOAD_FILES[name], ...quietX265, path.join(dir, name)]);
}

/** Writes the test file `name` of another container into `dir`. */
export async function makeOtherContainer(dir: string, name: OtherContainerName): Promise<void> {
  await run("ffmpeg", [...SOURCE, ...OTHER_CONTAINERS[name], path.join(dir, name)]);
}
