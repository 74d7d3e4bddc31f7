import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

// Shared setup of the watch-page spec: a test clip and thumbnail, an upload helper and the
// player's state.

// A 12 s test clip and a small PNG (the attachment test uploads it too), made once with ffmpeg's
// generators.
const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-watch-"));
const clip = path.join(dir, "clip.webm");
export const png = path.join(dir, "shot.png");
execFileSync("ffmpeg", [
  ...["-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=15:duration=12"],
  ...["-f", "lavfi", "-i", "sine=frequency=440:duration=12", "-c:v", "libvpx", "-b:v", "200k"],
  ...["-c:a", "libopus", "-shortest", clip],
]);
execFileSync("ffmpeg", [
  "-loglevel",
  "error",
  "-f",
  "lavfi",
  "-i",
  "testsrc2=size=160x90",
  "-frames:v",
  "1",
  png,
]);

export async function upload(page: Page, title: string, isPrivate: boolean): Promise<number> {
  const response = await page.request.post("/api/videos/upload", {
    multipart: {
      title,
      description: "",
      isPrivate: String(isPrivate),
      duration: "12",
      video: {
        name: `recording-${Date.now()}.webm`,
        mimeType: "video/webm",
        buffer: readFileSync(clip),
      },
      thumbnail: {
        name: `thumbnail-${Date.now()}.png`,
        mimeType: "image/png",
        buffer: readFileSync(png),
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export const videoState = (page: Page) =>
  page.locator("video").evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    time: v.currentTime,
    muted: v.muted,
    rate: v.playbackRate,
  }));

export async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
