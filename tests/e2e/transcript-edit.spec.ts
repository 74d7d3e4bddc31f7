import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pausedSpeechWebm, requireOfflineSpeech, speechWebm } from "../integration/ai-speech";
import { subscribeInTestMode } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";

const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-transcript-edit-"));
const SPEECH =
  "Welcome to this product demo. Today I will show you how to record your screen and share the video with your team.";

interface Video {
  duration: number;
  processingStatus: string;
  transcript: string | null;
  summarySource: string | null;
}

const read = async (page: Page, id: number) =>
  (await (await page.request.get(`/api/videos/${id}`)).json()) as Video;

const playerTime = (page: Page) =>
  page
    .locator("video")
    .first()
    .evaluate((v: HTMLVideoElement) => v.currentTime);

async function upload(page: Page, file: string): Promise<number> {
  const response = await page.request.post("/api/videos/upload", {
    multipart: {
      title: "Spoken demo",
      isPrivate: "true",
      duration: "8",
      video: { name: "recording.webm", mimeType: "video/webm", buffer: readFileSync(file) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A Pro owner's uploaded recording, processed and transcribed (offline). */
async function transcribedUpload(page: Page, file: string): Promise<number> {
  await signInAsDev(page);
  await subscribeInTestMode(page, "monthly");
  const id = await upload(page, file);
  await expect
    .poll(async () => (await read(page, id)).processingStatus, { timeout: 90_000 })
    .toBe("completed");
  const transcribed = await page.request.post(`/api/videos/${id}/generate-transcript`, {
    timeout: 120_000,
  });
  expect(transcribed.status()).toBe(200);
  return id;
}

// The e2e server transcribes on request only (AUTO_TRANSCRIBE=0) and offline (no OPENAI_API_KEY).
test("search what was said, open it at that moment, and cut two words by text", async ({
  page,
}) => {
  requireOfflineSpeech();
  test.setTimeout(300_000);
  const id = await transcribedUpload(page, speechWebm(SPEECH, path.join(dir, "speech.webm")));
  const video = await read(page, id);
  expect(video.summarySource).toBe("extractive");
  const words = (
    JSON.parse(video.transcript ?? "[]") as { words?: { word: string; start: number }[] }[]
  ).flatMap((s) => s.words ?? []);
  const screen = words.find((w) => w.word === "screen");
  expect(screen, `"screen" in ${words.map((w) => w.word).join(" ")}`).toBeDefined();

  // The dashboard's search finds the spoken word; its line opens the player at that moment.
  await page.goto("/");
  await (await hydrated(page.getByRole("searchbox", { name: "Search recordings" }))).fill("screen");
  const match = page.getByTestId("search-match").first();
  await expect(match).toBeVisible({ timeout: 15_000 });
  await match.click();
  await expect(page).toHaveURL(new RegExp(`/video/${id}\\?t=`));
  const at = screen?.start ?? 0;
  await expect.poll(() => playerTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(at - 0.5);
  expect(await playerTime(page)).toBeLessThan(at + 3);
  await expect(
    page.getByRole("heading", { name: "Summary (extracted from the transcript)" }),
  ).toBeVisible();

  // Edit by text (Pro): select two words, cut them, apply; the rendered video is shorter.
  await page.evaluate(() => document.querySelector("video")?.pause());
  await (await hydrated(page.getByRole("tab", { name: /Transcript/ }))).click();
  const list = page.getByRole("listbox", { name: "Transcript words" });
  const options = list.getByRole("option");
  await expect(options.first()).toBeVisible({ timeout: 15_000 });
  await options.nth(1).click();
  await options.nth(2).click({ modifiers: ["Shift"] });
  await expect(list.getByRole("option", { selected: true })).toHaveCount(2);
  await page.getByRole("button", { name: "Cut 2 words" }).click();
  await expect(list.getByRole("option", { name: /\(cut\)$/ })).toHaveCount(2);
  // Once the render is done the page reloads onto the edit; reading the player while that
  // navigation is under way would find its page gone, so the test waits for the new page.
  const reloaded = page.waitForEvent("load", { timeout: 150_000 });
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect
    .poll(async () => (await read(page, id)).duration, { timeout: 120_000 })
    .toBeLessThan(video.duration - 0.2);
  await reloaded;
  // What plays after the reload is the shorter video.
  await expect
    .poll(
      () =>
        page
          .locator("video")
          .first()
          .evaluate((v: HTMLVideoElement) => v.duration),
      { timeout: 30_000 },
    )
    .toBeLessThan(video.duration - 0.2);
});

test("silences marked to cut show in the transcript and on the seek bar before applying", async ({
  page,
}) => {
  requireOfflineSpeech();
  test.setTimeout(240_000);
  const sentences = ["Welcome to the product demo.", "Here is the dashboard with your team."];
  const id = await transcribedUpload(
    page,
    pausedSpeechWebm(sentences, 2, path.join(dir, "p.webm")),
  );
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("tab", { name: /Transcript/ }))).click();
  const list = page.getByRole("listbox", { name: "Transcript words" });
  await expect(list.getByRole("option").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("pause-mark")).toHaveCount(0);
  await expect(page.getByTestId("cut-mark")).toHaveCount(0);

  await page.getByRole("button", { name: "Remove silences" }).click();
  await expect(page.getByText(/1 silences marked to cut\./)).toBeVisible({ timeout: 60_000 });
  // The pause between the sentences removes no word: a mark stands where it is, named by the word
  // before it, and its range is marked on the seek bar.
  const mark = page.getByTestId("pause-mark");
  await expect(mark).toHaveCount(1);
  await expect(mark).toHaveAttribute("title", /^Pause of [2-3]\.\d s, marked to cut$/);
  await expect(
    list.getByRole("option", { name: /, then a pause of [2-3]\.\d s \(marked to cut\)$/ }),
  ).toHaveCount(1);
  await expect(list.getByRole("option", { name: /\(cut\)$/ })).toHaveCount(0);
  const cutMark = page.getByTestId("cut-mark");
  await expect(cutMark).toHaveCount(1);
  await expect(cutMark).toHaveAttribute("title", /^Marked to cut: 00:0\d to 00:0\d$/);

  const editor = page.getByRole("region", { name: "Transcript" });
  await editor.getByRole("button", { name: "Discard", exact: true }).click();
  await expect(mark).toHaveCount(0);
  await expect(cutMark).toHaveCount(0);
});
