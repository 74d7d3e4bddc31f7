import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { fetchJson, hydratedControl, launchFirefox, signInFirefox, waitForPill } from "./firefox";
import type { SavedVideo } from "./recorder-helpers";

// The recorder in Firefox ESR with its fake camera and microphone: a Camera Only take must carry
// the microphone's sound and be uploaded in parts while it is recorded. Firefox's MediaRecorder
// writes nothing while its audio track is silent, so a silent mix showed both ways at once.

test.describe.configure({ timeout: 240_000 });

const run = promisify(execFile);
const files = () => path.join(process.env.E2E_DATA_DIR ?? "", "files");

/** ffmpeg's mean volume of a file's audio, in dB (-91 is digital silence). */
async function meanVolume(file: string): Promise<number> {
  const { stderr } = await run("ffmpeg", [
    "-hide_banner",
    "-nostats",
    "-i",
    file,
    "-af",
    "volumedetect",
    "-f",
    "null",
    "-",
  ]);
  const match = /mean_volume: (-?[\d.]+) dB/.exec(stderr);
  if (!match) throw new Error(`no audio measured in ${file}`);
  return Number(match[1]);
}

async function probedSeconds(file: string): Promise<number> {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "csv=p=0",
    file,
  ]);
  return Number(stdout.trim());
}

interface ProcessedVideo extends SavedVideo {
  processingStatus: string;
}

test("Firefox: a Camera Only take has its sound and uploads parts while recording", async ({
  baseURL,
}) => {
  const browser = await launchFirefox();
  try {
    const page = await browser.newPage();
    await signInFirefox(page, baseURL!, "Fira Fox");
    const partsSent: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "PUT" && /^\/api\/uploads\/\w+\/parts\/\d+$/.test(pathname))
        partsSent.push(pathname);
    });
    await page.goto(`${baseURL}/record`);
    await waitForPill(page, "Ready");
    await (await hydratedControl(page, '[aria-label="Recorder"] label', "Camera Only")).click();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[value="camera-only"]')?.checked,
    );
    await (await hydratedControl(page, "button", "Start Recording")).click();
    await waitForPill(page, "Recording");
    const recording = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const sentWhileRecording = partsSent.length;
    const stopClicked = Date.now();
    await (await hydratedControl(page, "button", "Stop")).click();

    const title = `Firefox take ${Date.now()}`;
    const titleField = await page.waitForSelector(
      'input[placeholder="Enter a title for your recording"]',
      { timeout: 30_000 },
    );
    await titleField!.type(title);
    const saveDialog = '[role="dialog"]:not([aria-label="Recorder"])';
    await (await hydratedControl(page, `${saveDialog} button`, "Save Recording")).click();
    await page.waitForFunction(
      () => document.body.textContent?.includes("Your recording has been saved"),
      { timeout: 60_000 },
    );
    expect(sentWhileRecording).toBeGreaterThanOrEqual(1);

    const list = await fetchJson<SavedVideo[]>(page, "/api/videos");
    const saved = list.find((video) => video.title === title);
    expect(saved, `"${title}" in /api/videos`).toBeTruthy();
    await expect
      .poll(
        async () =>
          (await fetchJson<ProcessedVideo>(page, `/api/videos/${saved!.id}`)).processingStatus,
        { timeout: 120_000 },
      )
      .toBe("completed");
    const processed = await fetchJson<ProcessedVideo>(page, `/api/videos/${saved!.id}`);
    const folder = path.join(files(), "videos", String(saved!.id));
    const recordedSeconds = (stopClicked - recording) / 1000;

    expect(await meanVolume(path.join(folder, "original.webm"))).toBeGreaterThan(-60);
    expect(await meanVolume(path.join(folder, "video.mp4"))).toBeGreaterThan(-60);
    expect(Math.abs(processed.duration - recordedSeconds)).toBeLessThanOrEqual(2);
    expect(
      Math.abs((await probedSeconds(path.join(folder, "video.mp4"))) - recordedSeconds),
    ).toBeLessThanOrEqual(2);
  } finally {
    await browser.close();
  }
});
