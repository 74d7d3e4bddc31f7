import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { stillPng, twelveSecondClip } from "./test-media";

// Shared setup of the watch-page spec: a test clip and thumbnail, an upload helper and the
// player's state.

// A 12 s test clip and a small PNG (the attachment test uploads it too), made once per run.
export const png = () => stillPng("shot.png");

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
        buffer: readFileSync(await twelveSecondClip()),
      },
      thumbnail: {
        name: `thumbnail-${Date.now()}.png`,
        mimeType: "image/png",
        buffer: readFileSync(await png()),
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
