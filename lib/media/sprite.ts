import "server-only";
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Storage } from "@/lib/storage/types";
import { runTool, type FfmpegTools } from "./ffmpeg";
import { inspectMediaFile, safeInputArgs, type InputFormat } from "./safe-input";
import { startTimeLimit } from "./time-limit";
import { ignoreFailure } from "@/lib/log/logger";

/** Frames in a timeline strip, evenly spread: tile i shows the moment i/TILES of the duration. */
export const SPRITE_TILES = 24;
export const SPRITE_TILE_WIDTH = 120;

/** The strip of a video file: `videos/{id}/video.mp4` -> `videos/{id}/sprite-video.jpg`. */
export function spriteKeyFor(mediaKey: string): string {
  const slash = mediaKey.lastIndexOf("/");
  const base = mediaKey.slice(slash + 1).replace(/\.[a-z0-9]+$/i, "");
  return `${mediaKey.slice(0, slash)}/sprite-${base}.jpg`;
}

/** The ffmpeg arguments of one JPEG of SPRITE_TILES frames side by side (one decoding pass). */
export function spriteArgs(
  input: string,
  format: InputFormat,
  output: string,
  duration: number,
): string[] {
  const fps = (SPRITE_TILES / Math.max(duration, 0.1)).toFixed(6);
  const filter = `fps=${fps},scale=${SPRITE_TILE_WIDTH}:-2,tile=${SPRITE_TILES}x1`;
  return ["-hide_banner", "-nostdin", "-y", ...safeInputArgs(input, format), "-vf", filter].concat([
    "-frames:v",
    "1",
    "-q:v",
    "5",
    "-f",
    "image2",
    output,
  ]);
}

/** Step: the timeline strip of a local video file (its bytes checked first, like any input). */
export async function makeSprite(
  tools: FfmpegTools,
  input: string,
  output: string,
  duration: number,
  signal?: AbortSignal,
): Promise<void> {
  const { container } = await inspectMediaFile(input);
  await runTool(tools.ffmpeg, spriteArgs(input, container, output, duration), {
    signal,
    nice: tools.nice,
  });
}

/** Makes and stores the strip of a stored video file; returns its key. */
export async function storeSpriteOf(
  tools: FfmpegTools,
  storage: Storage,
  mediaKey: string,
  duration: number,
  options: { localFile?: string; signal?: AbortSignal } = {},
): Promise<string> {
  const key = spriteKeyFor(mediaKey);
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-sprite-"));
  // Downloading and decoding are bounded by the media: as long as a processing job may take, at
  // most; the download stops with the limit or the caller's signal.
  const limit = startTimeLimit(Math.max(60_000, duration * 3000), options.signal);
  let source: { path: string; cleanup: () => Promise<void> } | null = null;
  try {
    let input = options.localFile;
    if (!input) {
      source = await storage.toLocalFile(mediaKey, { signal: limit.signal });
      input = source.path;
    }
    const out = path.join(dir, "sprite.jpg");
    await makeSprite(tools, input, out, duration, limit.signal);
    await storage.put(key, createReadStream(out), { contentType: "image/jpeg" });
    return key;
  } finally {
    limit.dispose();
    await source
      ?.cleanup()
      .catch(ignoreFailure("removing the timeline strip's local copy of the video"));
    await rm(dir, { recursive: true, force: true });
  }
}
