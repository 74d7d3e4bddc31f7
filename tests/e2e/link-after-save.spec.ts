import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openRecorder, recorder, startRecording } from "./recorder-helpers";

// A rep's recording ends in a link a prospect can open: the Save dialog says who can watch and
// remembers the choice, the saved toast copies the link, and copying a private video's link says
// it opens for its owner only, with a one-click way to share it.

test.use({ permissions: ["clipboard-read", "clipboard-write"] });
test.describe.configure({ timeout: 150_000 });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const openToast = (page: Page, text: string) =>
  page.locator("li[data-state=open]").filter({ hasText: text });
const saveDialog = (page: Page) => page.getByRole("dialog", { name: "Save Your Recording" });
const privateSwitch = (page: Page) =>
  saveDialog(page).getByRole("switch", { name: "Make this recording private" });

/** Records a couple of seconds of the fake screen and stops: the Save dialog is open. */
async function recordBriefly(page: Page) {
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  // Some data to save: the recorder's own clock says when two seconds are in.
  await expect(recorder(page).getByTestId("recording-time")).not.toHaveText(/00:0[01]$/, {
    timeout: 20_000,
  });
  await recorder(page).getByRole("button", { name: "Stop", exact: true }).click();
  await expect(saveDialog(page)).toBeVisible({ timeout: 20_000 });
}

/** Saves the open dialog under `title` and presses the saved toast's Copy link: the copy's toast. */
async function saveAndCopyLink(page: Page, title: string) {
  await saveDialog(page).getByPlaceholder("Enter a title for your recording").fill(title);
  await saveDialog(page).getByRole("button", { name: "Save Recording", exact: true }).click();
  const saved = openToast(page, "Your recording has been saved");
  await expect(saved).toBeVisible({ timeout: 60_000 });
  await saved.getByRole("button", { name: "Copy link" }).click();
  const copied = openToast(page, "Copied!");
  await expect(copied).toBeVisible();
  return copied;
}

test("saved for anyone with the link, the toast's Copy link hands a prospect a link that opens, and the next recording starts shareable (and a private save's copy warns)", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsDev(page, "Rhea Rep");
  await recordBriefly(page);
  await expect(privateSwitch(page)).toBeChecked();
  await expect(saveDialog(page)).toContainText("Only you can watch it.");
  await privateSwitch(page).click();
  await expect(privateSwitch(page)).not.toBeChecked();
  await expect(saveDialog(page)).toContainText("Anyone with the link can watch it.");
  const copied = await saveAndCopyLink(page, "Acme demo");
  await expect(copied).not.toContainText("Only you can watch");
  const link = await clipboard(page);
  expect(link).toMatch(new RegExp(`^${baseURL}/video/\\d+$`));
  await page.waitForURL(/\/video\/\d+$/, { timeout: 60_000 });
  expect(page.url()).toBe(link);

  const prospect = await browser.newContext();
  const watch = await prospect.newPage();
  await watch.goto(link);
  await expect(watch.getByRole("heading", { name: "Acme demo" })).toBeVisible();
  await expect(watch.getByRole("heading", { name: "Video Not Found" })).toHaveCount(0);
  await prospect.close();

  // The choice is remembered: the next recording's dialog starts shareable.
  await recordBriefly(page);
  await expect(privateSwitch(page)).not.toBeChecked();
  await expect(saveDialog(page)).toContainText("Anyone with the link can watch it.");

  // Saved private this time, the toast's copy says the link opens for the rep alone.
  await privateSwitch(page).click();
  await expect(privateSwitch(page)).toBeChecked();
  const warning = await saveAndCopyLink(page, "Acme notes");
  await expect(warning).toContainText("Only you can watch this video");
  await expect(warning.getByRole("button", { name: "Make it shareable" })).toBeVisible();
  expect(await clipboard(page)).toMatch(new RegExp(`^${baseURL}/video/\\d+$`));
  expect(await clipboard(page)).not.toBe(link);
});

test("copying a private upload's link says only the owner can open it, and 'Make it shareable' opens it to the prospect", async ({
  page,
  browser,
}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-link-"));
  const file = path.join(dir, "pricing-walkthrough.mp4");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=15:duration=1.5"],
    ...["-c:v", "libx264", "-preset", "ultrafast", file],
  ]);
  try {
    await signInAsDev(page, "Pia Private");
    await hydrated(page.getByRole("button", { name: "Upload", exact: true }));
    await page.getByTestId("upload-input").setInputFiles([file]);
    const row = page
      .getByTestId("file-upload")
      .filter({ has: page.getByLabel("Title of pricing-walkthrough.mp4") });
    const field = row.getByLabel("Link to pricing-walkthrough.mp4");
    await expect(field).toHaveValue(/\/video\/\d+$/, { timeout: 30_000 });
    const link = await field.inputValue();

    await row.getByRole("button", { name: "Copy link" }).click();
    const warning = openToast(page, "Copied!");
    await expect(warning).toContainText(
      "Only you can watch this video: it is private, so the link opens for nobody else.",
    );
    expect(await clipboard(page)).toBe(link);
    const prospect = await browser.newContext();
    const watch = await prospect.newPage();
    await watch.goto(link);
    await expect(watch.getByRole("heading", { name: "Video Not Found" })).toBeVisible();

    await warning.getByRole("button", { name: "Make it shareable" }).click();
    await expect(openToast(page, "Anyone with this link can watch the video.")).toBeVisible({
      timeout: 15_000,
    });
    await watch.reload();
    await expect(watch.getByRole("heading", { name: "pricing-walkthrough" })).toBeVisible();
    await prospect.close();

    // Shared now, the same row's copy says nothing more than 'Copied!'.
    await row.getByRole("button", { name: "Copy link" }).click();
    await expect(openToast(page, "Copied!")).toBeVisible();
    await expect(openToast(page, "Copied!")).not.toContainText("Only you can watch");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
