import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// Test media made with ffmpeg's generators, once per run. A file is made by the first test that
// asks for it, not when its spec file loads: Playwright's runner loads every spec file to list the
// tests, and each worker loads again the files it runs, so media made at load time was made three
// times (the 12 s clip took about 8 s of CPU each time). Workers share the files through the
// run's E2E_MEDIA_DIR (playwright.config.ts); two making one at once each rename a whole file.
// ffmpeg runs asynchronously: a synchronous child blocks the worker's timers mid-test, and undici
// may then reuse a keep-alive socket the server already closed.

const run = promisify(execFile);
const making = new Map<string, Promise<string>>();

function mediaDir(): string {
  process.env.E2E_MEDIA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-media-"));
  return process.env.E2E_MEDIA_DIR;
}

function testMedia(name: string, ffmpegArgs: string[]): Promise<string> {
  const dir = mediaDir();
  const file = path.join(dir, name);
  if (existsSync(file)) return Promise.resolve(file);
  const made = making.get(file) ?? make(dir, file, ffmpegArgs);
  making.set(file, made);
  return made;
}

async function make(dir: string, file: string, ffmpegArgs: string[]): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const { name, ext } = path.parse(file);
  const partial = path.join(dir, `${name}.${process.pid}.partial${ext}`);
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...ffmpegArgs, partial]);
  renameSync(partial, file);
  return file;
}

const pattern = (source: string) => ["-f", "lavfi", "-i", source];

/** 12 s of a test pattern and a tone, VP8 + Opus (the watch and edit specs). */
export const twelveSecondClip = () =>
  testMedia("clip-12s.webm", [
    ...pattern("testsrc2=size=320x180:rate=15:duration=12"),
    ...pattern("sine=frequency=440:duration=12"),
    ...["-c:v", "libvpx", "-b:v", "200k", "-c:a", "libopus", "-shortest"],
  ]);

/** A small silent VP8 clip of `seconds`, 160 x 90 at 10 fps. */
export const smallClip = (seconds: number, bitrate?: string) =>
  testMedia(`clip-${seconds}s${bitrate ? `-${bitrate}` : ""}.webm`, [
    ...pattern(`testsrc2=size=160x90:rate=10:duration=${seconds}`),
    ...["-c:v", "libvpx", ...(bitrate ? ["-b:v", bitrate] : [])],
  ]);

/** One 160 x 90 frame of the test pattern as a PNG, named `name` (the name is what uploads show). */
export const stillPng = (name: string) =>
  testMedia(name, [...pattern("testsrc2=size=160x90"), "-frames:v", "1"]);
