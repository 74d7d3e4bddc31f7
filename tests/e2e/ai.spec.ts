import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { requireOfflineSpeech, speechWebm } from "../integration/ai-speech";
import { hydrated, signInAsDev } from "./helpers";

const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-ai-e2e-"));
const SPEECH =
  "Welcome to this product demo. Today I will show you how to record your screen and share the video with your team.";

async function upload(page: Page, title: string, file: string): Promise<number> {
  const response = await page.request.post("/api/videos/upload", {
    multipart: {
      title,
      description: "A short demo",
      isPrivate: "true",
      duration: "8",
      video: {
        name: `recording-${Date.now()}.webm`,
        mimeType: "video/webm",
        buffer: readFileSync(file),
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

// The e2e server runs without OPENAI_API_KEY: transcripts come from the labelled offline recogniser.
test("offline transcript: generate, see timed segments, chapters and captions", async ({
  page,
}) => {
  requireOfflineSpeech();
  test.setTimeout(120_000);
  await signInAsDev(page);
  const id = await upload(page, "Speech demo", speechWebm(SPEECH, path.join(dir, "speech.webm")));
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("tab", { name: /Transcript/ }))).click();
  await page.getByRole("button", { name: /^(Generate|Regenerate) transcript$/ }).click();
  await expect(page.getByText("Transcript generated").first()).toBeVisible({ timeout: 90_000 });

  await expect(page.getByText("Offline transcript")).toBeVisible();
  const transcript = page.getByRole("region", { name: "Transcript" });
  // A transcript line (the summary above it, extracted from the same words, is a paragraph).
  await expect(
    transcript
      .locator("span")
      .filter({ hasText: /screen/ })
      .first(),
  ).toBeVisible();
  await expect(transcript.getByRole("button", { name: /^Jump to / }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Chapters" }).getByText(/^Part 1: /)).toBeVisible();

  await expect(page.locator("video track[kind=captions]")).toHaveCount(1);
  const vtt = await page.request.get(`/api/videos/${id}/captions`);
  expect(await vtt.text()).toMatch(/^WEBVTT\n\n1\n00:00:0\d\.\d{3} --> /);

  // Clicking a time seeks the player.
  const last = transcript.getByRole("button", { name: /^Jump to / }).last();
  await last.click();
  await expect
    .poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
});

test("AI documents: no generator without AI, manual create, edit and delete", async ({ page }) => {
  requireOfflineSpeech();
  await signInAsDev(page);
  const id = await upload(
    page,
    "Docs demo",
    speechWebm("Hello there.", path.join(dir, "short.webm")),
  );
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("tab", { name: /AI Document/ }))).click();

  // Without a text model an owner who does not run the server sees no generator and no set-up
  // talk (operators are told: tests/e2e/first-week-details.spec.ts); manual documents remain.
  await expect(page.getByRole("button", { name: "New document" })).toBeVisible();
  await expect(page.getByLabel("Generate a document with AI")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate", exact: true })).toHaveCount(0);
  await expect(page.getByText("AI writing is not set up on this server")).toHaveCount(0);
  await expect(page.getByText(/OPENAI_API_KEY/)).toHaveCount(0);

  // Manual create: title and content are required.
  await page.getByRole("button", { name: "New document" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Title required").first()).toBeVisible();
  await dialog.getByLabel("Title").fill("Meeting notes");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Content required").first()).toBeVisible();
  await dialog
    .getByLabel("Content")
    .fill("## Next steps\n- Send the **pricing** deck\n- <script>alert(1)</script>");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: "Meeting notes" });
  await expect(card.getByRole("heading", { name: "Next steps" })).toBeVisible();
  await expect(card.locator("strong")).toHaveText("pricing");
  await expect(card.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(page.getByRole("tab", { name: /AI Document/ })).toContainText("1");

  // Edit.
  await card.getByRole("button", { name: "Edit Meeting notes" }).click();
  await dialog.getByLabel("Title").fill("Final notes");
  await dialog.getByRole("button", { name: "Save" }).click();
  const edited = page.getByRole("article", { name: "Final notes" });
  await expect(edited).toBeVisible();

  // Delete.
  await edited.getByRole("button", { name: "Delete Final notes" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No documents yet")).toBeVisible();
});
