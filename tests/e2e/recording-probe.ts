import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { SavedVideo } from "./recorder-helpers";

/** The seconds the recorder ran as the test's clock bounds them (see recorder.spec.ts). */
export interface RecordedWindow {
  min: number;
  max: number;
}

/** The length of a stored original: MediaRecorder WebM has no duration header, so its last packet. */
export function probedSeconds(file: string): number {
  const times = execFileSync("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "packet=pts_time",
    "-of",
    "csv=p=0",
    file,
  ])
    .toString()
    .trim()
    .split("\n")
    .map(Number)
    .filter(Number.isFinite);
  return Math.max(...times);
}

/**
 * The saved video's file lasts the time recorded, within 2 s, and says so in its duration. The
 * original is written by the join job after the save answers: it is waited for, as long as the
 * product's own bound for a save to finish (60 s), since on CI's two cores the job may queue
 * behind other tests' processing (10 s was once too short there).
 */
export async function expectRecordedLength(video: SavedVideo, window: RecordedWindow) {
  const original = path.join(
    process.env.E2E_DATA_DIR ?? "",
    "files",
    "videos",
    String(video.id),
    "original.webm",
  );
  await expect
    .poll(() => existsSync(original), { message: `${original} exists`, timeout: 60_000 })
    .toBe(true);
  const seconds = probedSeconds(original);
  expect(Math.abs(seconds - video.duration)).toBeLessThanOrEqual(2);
  expect(seconds).toBeGreaterThanOrEqual(window.min - 2);
  expect(seconds).toBeLessThanOrEqual(window.max + 2);
}
