import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { signInAsDev } from "./helpers";
import { probedSeconds } from "./recording-probe";
import {
  openRecorder,
  pill,
  recorder,
  saveAs,
  startRecording,
  stopRecording,
  type SavedVideo,
} from "./recorder-helpers";

// The recorder (docs/product/routes-and-screens.md#recorder-screen) with Chromium's fake screen,
// camera and microphone.
// Headless Chromium encodes only 8-16 fps: nothing here asserts a frame rate.

test.describe.configure({ mode: "serial", timeout: 150_000 });

const files = () => path.join(process.env.E2E_DATA_DIR ?? "", "files");

function probe(file: string): { streams: string[]; seconds: number } {
  const streams = execFileSync("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_type",
    "-of",
    "csv=p=0",
    file,
  ])
    .toString()
    .trim()
    .split("\n");
  // MediaRecorder WebM has no duration header: the last packet's time is the length.
  return { streams, seconds: probedSeconds(file) };
}

function uploadFiles(): string[] {
  const dir = path.join(files(), "uploads");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The seconds the recorder ran, as the test's clock bounds them: at least the time between the
 * steps' clicks, at most the time until each step showed (a click on a busy machine takes seconds,
 * and all of it is recorded). Pauses are left out of both.
 */
interface RecordedWindow {
  min: number;
  max: number;
}

const seconds = (ms: number) => ms / 1000;

/** Both streams, and a length within 1.5 s of the time the recorder measured and inside `window`. */
function expectRecording(video: SavedVideo, window: RecordedWindow) {
  const original = path.join(files(), "videos", String(video.id), "original.webm");
  expect(existsSync(original)).toBe(true);
  const { streams, seconds: probed } = probe(original);
  expect(streams).toContain("video");
  expect(streams).toContain("audio");
  expect(Math.abs(probed - video.duration)).toBeLessThanOrEqual(1.5);
  expect(video.duration).toBeGreaterThanOrEqual(window.min - 0.5);
  expect(video.duration).toBeLessThanOrEqual(window.max + 1.5);
}

for (const mode of ["Screen + Camera", "Screen Only", "Camera Only"]) {
  test(`${mode}: record, pause, resume, stop and save`, async ({ page }) => {
    await signInAsDev(page);
    await openRecorder(page);
    await startRecording(page, mode);
    const recording = Date.now();
    await page.waitForTimeout(2000);
    const pauseClicked = Date.now();
    await recorder(page).getByRole("button", { name: "Pause", exact: true }).click();
    await expect(pill(page)).toHaveText("Paused");
    const paused = Date.now();
    // Longer than the tolerance below, so a pause that kept recording would show.
    await page.waitForTimeout(3000);
    const resumeClicked = Date.now();
    await recorder(page).getByRole("button", { name: "Resume", exact: true }).click();
    await expect(pill(page)).toHaveText("Recording");
    const resumed = Date.now();
    await page.waitForTimeout(2000);
    const stopClicked = Date.now();
    await stopRecording(page);
    const stopped = Date.now();
    const video = await saveAs(page, `E2E ${mode}`);
    expectRecording(video, {
      min: seconds(pauseClicked - recording + (stopClicked - resumed)),
      max: seconds(paused - recording + (stopped - resumeClicked)),
    });
  });
}

test("Discard leaves nothing behind", async ({ page }) => {
  await signInAsDev(page);
  const before = uploadFiles();
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  await page.waitForTimeout(4000);
  await stopRecording(page);
  await page
    .getByRole("dialog", { name: "Save Your Recording" })
    .getByRole("button", { name: "Discard", exact: true })
    .click();
  await expect(recorder(page)).toBeHidden();
  await expect.poll(() => uploadFiles(), { timeout: 10_000 }).toEqual(before);
  expect(await (await page.request.get("/api/videos")).json()).toEqual([]);
  const leftovers = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("demoreel-recordings");
        open.onsuccess = () => {
          const request = open.result.transaction("recordings").objectStore("recordings").count();
          request.onsuccess = () => resolve(request.result);
        };
      }),
  );
  expect(leftovers).toBe(0);
});

test("a 5 s network outage mid-recording still saves the whole recording", async ({
  page,
  context,
}) => {
  await signInAsDev(page);
  // The resumable part upload must carry the recording, not the one-request fallback.
  const uploadCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/uploads") || pathname === "/api/videos/upload")
      uploadCalls.push(`${request.method()} ${pathname}`);
  });
  await openRecorder(page);
  await startRecording(page, "Screen + Camera");
  const recording = Date.now();
  await page.waitForTimeout(2500);
  await context.setOffline(true);
  await page.waitForTimeout(5000);
  await context.setOffline(false);
  await page.waitForTimeout(2500);
  const stopClicked = Date.now();
  await stopRecording(page);
  const stopped = Date.now();
  const video = await saveAs(page, "E2E outage");
  expectRecording(video, {
    min: seconds(stopClicked - recording),
    max: seconds(stopped - recording),
  });
  expect(uploadCalls).not.toContain("POST /api/videos/upload");
  expect(
    uploadCalls.filter((call) => /^PUT \/api\/uploads\/\w+\/parts\/\d+$/.test(call)).length,
  ).toBeGreaterThanOrEqual(3);
  expect(uploadCalls.some((call) => /^POST \/api\/uploads\/\w+\/commit$/.test(call))).toBe(true);
});

test("a reload mid-recording offers to recover the recording", async ({ page }) => {
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  await page.waitForTimeout(7500);
  await page.reload();
  const prompt = page.getByRole("alertdialog", { name: "Recover your unsaved recording?" });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole("button", { name: "Recover", exact: true }).click();
  const video = await saveAs(page, "E2E recovered");
  const original = path.join(files(), "videos", String(video.id), "original.webm");
  const { streams, seconds } = probe(original);
  expect(streams).toContain("video");
  // The part being gathered is stored with every 500 ms chunk: at most the last chunks are lost.
  expect(seconds).toBeGreaterThan(6);
  expect(Math.abs(seconds - video.duration)).toBeLessThanOrEqual(1.5);
});
