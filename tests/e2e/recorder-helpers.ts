import { expect, type Page } from "@playwright/test";

/**
 * The recorder's steps as a user takes them (docs/product/routes-and-screens.md#recorder-screen).
 */

export interface SavedVideo {
  id: number;
  title: string;
  duration: number;
}

export const recorder = (page: Page) => page.getByRole("dialog", { name: "Recorder" });
export const pill = (page: Page) =>
  recorder(page).getByRole("status").and(page.locator("[data-recorder-pill]"));

export async function openRecorder(page: Page) {
  // A link to the recorder's route: it works whether or not the page has hydrated.
  await page.getByRole("link", { name: "Record", exact: true }).click();
  await expect(recorder(page)).toBeVisible({ timeout: 30_000 });
  await expect(pill(page)).toHaveText("Ready");
}

export async function startRecording(page: Page, mode: string) {
  await recorder(page).getByLabel(mode).check({ force: true });
  await recorder(page).getByRole("button", { name: "Start Recording", exact: true }).click();
  // The countdown, then the upload session (on S3 a multipart upload is opened first).
  await expect(pill(page)).toHaveText("Recording", { timeout: 45_000 });
}

export async function stopRecording(page: Page) {
  await recorder(page).getByRole("button", { name: "Stop", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Save Your Recording" })).toBeVisible({
    timeout: 20_000,
  });
}

export async function saveAs(page: Page, title: string): Promise<SavedVideo> {
  const dialog = page.getByRole("dialog", { name: "Save Your Recording" });
  await expect(dialog.getByPlaceholder("Enter a title for your recording")).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Make this recording private" })).toBeChecked();
  await dialog.getByPlaceholder("Enter a title for your recording").fill(title);
  await dialog.getByPlaceholder("Add a description").fill("Recorded by the e2e suite");
  await dialog.getByRole("button", { name: "Save Recording", exact: true }).click();
  await expect(page.getByText("Your recording has been saved").first()).toBeVisible({
    timeout: 60_000,
  });
  // The link's page comes at once; its player once the recording's parts are joined (a job).
  await page.waitForURL(/\/video\/\d+/, { timeout: 60_000 });
  await expect(page.locator(`video[aria-label="${title}"]`)).toBeAttached({ timeout: 60_000 });
  const list = (await (await page.request.get("/api/videos")).json()) as SavedVideo[];
  const video = list.find((v) => v.title === title);
  expect(video, `video "${title}" in /api/videos`).toBeTruthy();
  return video!;
}
