import { expect, test, type Page } from "@playwright/test";
import { signInAsDev, signInThroughApi } from "./helpers";
import {
  openRecorder,
  recorder,
  saveAs,
  startRecording,
  stopRecording,
  type SavedVideo,
} from "./recorder-helpers";
import { expectRecordedLength } from "./recording-probe";

// The recorder under network faults, with Chromium's fake screen, camera and microphone: a long
// drop, a Save pressed offline, a server refusing parts, a tab that dies before Save.

test.describe.configure({ mode: "serial", timeout: 180_000 });

const OFFLINE_TEXT =
  "Offline: your recording is kept on this device and will upload when you are back";
const QUEUED_SAVE_TEXT = "Your recording will be saved as soon as your connection is back.";
/** Next's own page for a client error no boundary caught. */
const NEXT_ERROR_PAGE = /This page couldn.t load|Application error/;

const connection = (page: Page) => page.getByRole("status", { name: "Upload connection" });
const saveDialog = (page: Page) => page.getByRole("dialog", { name: "Save Your Recording" });
const seconds = (ms: number) => ms / 1000;

async function videoTitled(page: Page, title: string): Promise<SavedVideo | undefined> {
  const list = (await (await page.request.get("/api/videos")).json()) as SavedVideo[];
  return list.find((v) => v.title === title);
}

test("a 30 s network drop mid-recording says so while it lasts and loses nothing", async ({
  page,
  context,
}) => {
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  const recording = Date.now();
  await page.waitForTimeout(3000);
  await context.setOffline(true);
  // The next part fails to send: the recorder says it is offline, with what waits on this device.
  await expect(recorder(page).getByRole("status", { name: "Upload connection" })).toContainText(
    OFFLINE_TEXT,
  );
  await expect(connection(page)).toHaveAttribute("data-connection", "offline");
  await page.waitForTimeout(30_000);
  await expect(connection(page)).toContainText(OFFLINE_TEXT);
  await expect(connection(page)).toContainText(/\d+ parts? \([\d.]+ [KM]?B\) waiting/);
  await context.setOffline(false);
  // The backlog drains, then the notice empties.
  await expect(connection(page)).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await expect(connection(page)).toHaveText("");
  await page.waitForTimeout(3000);
  const stopClicked = Date.now();
  await stopRecording(page);
  const stopped = Date.now();
  const video = await saveAs(page, "E2E 30 s drop");
  await expectRecordedLength(video, {
    min: seconds(stopClicked - recording),
    max: seconds(stopped - recording),
  });
});

test("stop and save while offline: no error page, the save is queued and finishes by itself", async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen + Camera");
  const recording = Date.now();
  await page.waitForTimeout(4000);
  await context.setOffline(true);
  await page.waitForTimeout(3000);
  const stopClicked = Date.now();
  await recorder(page).getByRole("button", { name: "Stop", exact: true }).click();
  // The stop's toast (the first of the recording) shows, offline.
  await expect(
    page.getByText("Please wait while we process your recording...", { exact: true }),
  ).toBeVisible();
  await expect(saveDialog(page)).toBeVisible({ timeout: 20_000 });
  const stopped = Date.now();
  const dialog = saveDialog(page);
  await dialog.getByPlaceholder("Enter a title for your recording").fill("E2E saved offline");
  await dialog.getByRole("button", { name: "Save Recording", exact: true }).click();
  await expect(dialog.getByRole("status", { name: "Upload connection" })).toContainText(
    QUEUED_SAVE_TEXT,
  );
  await expect(dialog.getByRole("status", { name: "Upload connection" })).toContainText(
    OFFLINE_TEXT,
  );
  await expect(page.getByText("Failed to save your recording. Please try again.")).toHaveCount(0);
  await expect(page.getByText(NEXT_ERROR_PAGE)).toHaveCount(0);
  await expect(recorder(page)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("Your recording has been saved").first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await expect(page.getByText(NEXT_ERROR_PAGE)).toHaveCount(0);
  expect(errors).toEqual([]);
  const video = await videoTitled(page, "E2E saved offline");
  expect(video, "the queued save's video").toBeTruthy();
  await expectRecordedLength(video!, {
    min: seconds(stopClicked - recording),
    max: seconds(stopped - recording),
  });
});

test("a window of 503s from the part route: said as failing, then everything is saved", async ({
  page,
}) => {
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  const recording = Date.now();
  await page.waitForTimeout(2000);
  const refusing = "**/api/uploads/*/parts/**";
  await page.route(refusing, (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "Service unavailable" }),
    }),
  );
  await expect(connection(page)).toContainText(OFFLINE_TEXT, { timeout: 20_000 });
  await page.waitForTimeout(4000);
  await page.unroute(refusing);
  await expect(connection(page)).toHaveAttribute("data-connection", "online", { timeout: 30_000 });
  await page.waitForTimeout(2000);
  const stopClicked = Date.now();
  await stopRecording(page);
  const stopped = Date.now();
  const video = await saveAs(page, "E2E 503 window");
  await expectRecordedLength(video, {
    min: seconds(stopClicked - recording),
    max: seconds(stopped - recording),
  });
});

test("a tab that dies before Save: recovery is offered on another page and saves it", async ({
  page,
  context,
}) => {
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  const recording = Date.now();
  await page.waitForTimeout(7000);
  const closing = Date.now();
  // No unload handler runs, as in a crash.
  await page.close({ runBeforeUnload: false });
  const closed = Date.now();
  const next = await context.newPage();
  await next.goto("/settings");
  const prompt = next.getByRole("alertdialog", { name: "Recover your unsaved recording?" });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole("button", { name: "Recover", exact: true }).click();
  const video = await saveAs(next, "E2E recovered after a crash");
  // The part being gathered is stored with every 500 ms chunk: at most the last chunk is lost.
  await expectRecordedLength(video, {
    min: seconds(closing - recording) - 0.5,
    max: seconds(closed - recording),
  });
});

test("a Save queued offline, then the tab closed: the next page saves it without asking", async ({
  page,
  context,
}) => {
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  const recording = Date.now();
  await page.waitForTimeout(5000);
  await context.setOffline(true);
  await page.waitForTimeout(2000);
  const stopClicked = Date.now();
  await stopRecording(page);
  const stopped = Date.now();
  const dialog = saveDialog(page);
  await dialog.getByPlaceholder("Enter a title for your recording").fill("E2E queued, tab closed");
  await dialog.getByRole("button", { name: "Save Recording", exact: true }).click();
  await expect(dialog.getByRole("status", { name: "Upload connection" })).toContainText(
    QUEUED_SAVE_TEXT,
  );
  await page.close({ runBeforeUnload: false });
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto("/settings");
  await expect(next.getByText("Your recording has been saved").first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(next.getByRole("link", { name: "Open video" })).toBeVisible();
  await expect(
    next.getByRole("alertdialog", { name: "Recover your unsaved recording?" }),
  ).toHaveCount(0);
  const video = await videoTitled(next, "E2E queued, tab closed");
  expect(video, "the queued save's video").toBeTruthy();
  await expectRecordedLength(video!, {
    min: seconds(stopClicked - recording),
    max: seconds(stopped - recording),
  });
});

test("signed out at Save: the sign-in is asked for and the recording stays to save", async ({
  page,
}) => {
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  await page.waitForTimeout(3000);
  await stopRecording(page);
  const commit = "**/api/uploads/*/commit";
  await page.route(commit, (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ message: "Unauthorized" }),
    }),
  );
  const dialog = saveDialog(page);
  await dialog.getByPlaceholder("Enter a title for your recording").fill("E2E after sign-in");
  await dialog.getByRole("button", { name: "Save Recording", exact: true }).click();
  // Exact: Radix also announces the toast in a status region of its own, for a moment.
  await expect(
    page.getByText("Failed to save your recording. Please try again.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Sign in to Demoreel" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.unroute(commit);
  // The recording is still there: Save again goes through.
  await expect(dialog.getByRole("button", { name: "Save Recording", exact: true })).toBeEnabled();
  await dialog.getByRole("button", { name: "Save Recording", exact: true }).click();
  await expect(page.getByText("Your recording has been saved").first()).toBeVisible({
    timeout: 60_000,
  });
  expect(await videoTitled(page, "E2E after sign-in")).toBeTruthy();
});

test("a recording whose session expired waits for its user to sign in again, never shown to another", async ({
  page,
  context,
}) => {
  const owner = await signInAsDev(page, "Erin Expired");
  await openRecorder(page);
  await startRecording(page, "Screen Only");
  const recording = Date.now();
  await page.waitForTimeout(6000);
  const closing = Date.now();
  await page.close({ runBeforeUnload: false });
  const closed = Date.now();
  // The session is gone (expired); someone else signs in on this browser first.
  await context.clearCookies();
  const next = await context.newPage();
  await signInAsDev(next, "Olga Other");
  await next.goto("/settings");
  await next.waitForLoadState("networkidle");
  const prompt = next.getByRole("alertdialog", { name: "Recover your unsaved recording?" });
  await expect(prompt).toHaveCount(0);
  await context.clearCookies();
  await next.goto("about:blank");
  await signInThroughApi(next.request, owner.email, owner.name);
  await next.goto("/settings");
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole("button", { name: "Recover", exact: true }).click();
  const video = await saveAs(next, "E2E recovered after sign-in");
  await expectRecordedLength(video, {
    min: seconds(closing - recording) - 0.5,
    max: seconds(closed - recording),
  });
});
