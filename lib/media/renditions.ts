import "server-only";
import { stat } from "node:fs/promises";
import { runTool, runToolLines, type FfmpegTools } from "./ffmpeg";
import { hasWebmCodecs, isMatroska } from "./playable";
import { probedFormat, type MediaInfo } from "./probe";
import { safeInputArgs } from "./safe-input";

export interface Box {
  width: number;
  height: number;
}

export const FREE_MAX: Box = { width: 1280, height: 720 };
export const PRO_MAX: Box = { width: 1920, height: 1080 };

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * The largest even size with the source's aspect that fits the box, never upscaled. The box
 * turns with the video, so a portrait recording gets 720x1280 rather than 405x720.
 */
export function fitInside(width: number, height: number, box: Box): Box {
  const portrait = height > width;
  const maxW = portrait ? box.height : box.width;
  const maxH = portrait ? box.width : box.height;
  const scale = Math.min(1, maxW / width, maxH / height);
  return { width: even(width * scale), height: even(height * scale) };
}

/** MediaRecorder marks nothing yet records full range (PLATFORM-NOTES); trust an explicit tag. */
function inputRange(info: MediaInfo): "full" | "tv" {
  return info.video?.colorRange === "tv" ? "tv" : "full";
}

/**
 * True when `-c copy` into WebM with Cues is possible: the upload is Matroska/WebM and its codecs
 * are WebM's (an uploaded MKV with H.264 or HEVC is only transcoded).
 */
export function canRemuxToWebm(info: MediaInfo): boolean {
  return isMatroska(info) && hasWebmCodecs(info);
}

/**
 * Step: copies the streams into a WebM with a duration and Cues (no re-encode). Cues go up front
 * where the muxer can; at the end (older ffmpeg) they still make the file seekable.
 */
export async function remuxWebm(
  tools: FfmpegTools,
  info: MediaInfo,
  input: string,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const args = ["-hide_banner", "-nostdin", "-y", ...safeInputArgs(input, probedFormat(info))];
  args.push("-map", "0", "-c", "copy");
  if (tools.cuesToFront) args.push("-cues_to_front", "1");
  await runTool(tools.ffmpeg, [...args, "-f", "webm", output], { signal, nice: tools.nice });
}

export interface TranscodeOptions {
  box: Box;
  preset: string;
  crf?: number;
}

/** The ffmpeg arguments of the web-safe MP4: H.264 + AAC, TV range, VFR, moov first. */
export function transcodeArgs(
  tools: Pick<FfmpegTools, "fpsModeFlag">,
  info: MediaInfo,
  input: string,
  output: string,
  options: TranscodeOptions,
): string[] {
  const args = ["-hide_banner", "-nostdin", "-y", ...safeInputArgs(input, probedFormat(info))];
  if (info.video) {
    const size = fitInside(info.video.width, info.video.height, options.box);
    const scale = `scale=${size.width}:${size.height}:in_range=${inputRange(info)}:out_range=tv`;
    args.push("-map", "0:v:0", "-vf", scale, "-pix_fmt", "yuv420p", "-c:v", "libx264");
    args.push("-preset", options.preset, "-crf", String(options.crf ?? 23));
    // MediaRecorder's 1 ms timebase makes ffmpeg assume 1000 fps and duplicate frames without this.
    args.push(tools.fpsModeFlag, "vfr");
  }
  if (info.audio) args.push("-map", "0:a:0", "-c:a", "aac", "-b:a", "128k");
  args.push("-max_muxing_queue_size", "1024", "-movflags", "+faststart", "-f", "mp4", output);
  return args;
}

/**
 * Step: the web-safe MP4 rendition. With `onProgress`, ffmpeg reports how far it got
 * (`-progress pipe:1`, a few times a second) and the caller gets the fraction of `duration` done.
 */
export async function transcodeMp4(
  tools: FfmpegTools,
  info: MediaInfo,
  input: string,
  output: string,
  options: TranscodeOptions & { duration?: number; onProgress?: (fraction: number) => void },
  signal?: AbortSignal,
): Promise<void> {
  const args = transcodeArgs(tools, info, input, output, options);
  const { onProgress, duration } = options;
  if (!onProgress || !duration) {
    await runTool(tools.ffmpeg, args, { signal, nice: tools.nice });
    return;
  }
  const onLine = progressReader(duration, onProgress);
  await runToolLines(tools.ffmpeg, ["-progress", "pipe:1", "-nostats", ...args], onLine, {
    signal,
    nice: tools.nice,
  });
}

/** Reads ffmpeg's `-progress` lines (`out_time_us=...`) into fractions of `duration`, 0 to 1. */
export function progressReader(
  duration: number,
  onProgress: (fraction: number) => void,
): (line: string) => void {
  return (line) => {
    const match = /^out_time_(?:us|ms)=(\d+)/.exec(line.trim());
    if (!match?.[1]) return;
    // ffmpeg writes microseconds under both names (out_time_ms is a misnomer).
    const seconds = Number(match[1]) / 1e6;
    onProgress(Math.min(1, Math.max(0, seconds / duration)));
  };
}

/** Where the thumbnail frame is taken: 3 s in, or the middle of a shorter video. */
export function thumbnailTime(duration: number): number {
  return Math.max(0, Math.min(3, duration / 2));
}

async function nonEmpty(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
}

/** One PNG frame at `at` seconds, at most 640 px wide; false when the seek lands past the end. */
export async function extractFrameAt(
  tools: FfmpegTools,
  info: MediaInfo,
  input: string,
  output: string,
  at: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const filter = `scale='min(640,iw)':-2:in_range=${inputRange(info)}`;
  const args = ["-hide_banner", "-nostdin", "-y", "-ss", at.toFixed(3)];
  args.push(...safeInputArgs(input, probedFormat(info)));
  args.push("-frames:v", "1", "-vf", filter, "-f", "image2", "-c:v", "png", output);
  await runTool(tools.ffmpeg, args, { signal, nice: tools.nice });
  return nonEmpty(output);
}

/** Step: a PNG frame, at most 640 px wide. Falls back to the first frame if the seek lands past the end. */
export async function extractThumbnail(
  tools: FfmpegTools,
  info: MediaInfo,
  input: string,
  output: string,
  duration: number,
  signal?: AbortSignal,
  at = thumbnailTime(duration),
): Promise<void> {
  for (const time of [at, Math.max(0, at - 0.5), 0]) {
    if (await extractFrameAt(tools, info, input, output, time, signal)) return;
  }
  throw new Error("ffmpeg produced no thumbnail frame");
}
