import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { subscribeInTestMode, upload } from "./billing-helpers";
import { signInAsDev } from "./helpers";
import { openRecorder, pill, recorder, saveAs, stopRecording } from "./recorder-helpers";

// The recorder before and while recording (issue 16), with Chromium's fake camera (640x480,
// green), beeping microphone and fake screen (green too, any size asked for).

test.describe.configure({ mode: "serial", timeout: 150_000 });

const UPGRADE_TEXT =
  "You've reached the limit of 4 videos on the free plan. Upgrade to Pro for unlimited recordings.";

const original = (id: number) =>
  path.join(process.env.E2E_DATA_DIR ?? "", "files", "videos", String(id), "original.webm");

function videoSize(file: string): { width: number; height: number } {
  const [width, height] = execFileSync("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0"],
    ...["-show_entries", "stream=width,height", "-of", "csv=p=0", file],
  ])
    .toString()
    .trim()
    .split(",")
    .map(Number);
  return { width: width!, height: height! };
}

/** The mean RGB of a region of the frame at `seconds`, decoded by ffmpeg. */
function regionColour(
  file: string,
  seconds: number,
  r: { x: number; y: number; w: number; h: number },
) {
  const bytes = execFileSync("ffmpeg", [
    ...["-v", "error", "-ss", String(seconds), "-i", file, "-frames:v", "1"],
    ...["-vf", `crop=${r.w}:${r.h}:${r.x}:${r.y},scale=1:1:flags=area`],
    ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
  ]);
  return [bytes[0]!, bytes[1]!, bytes[2]!];
}

/** The fake camera's mean colour, read from the preview <video> without its CSS filter. */
async function cameraColour(page: Page): Promise<number[]> {
  return page.getByTestId("camera-preview").evaluate((video: HTMLVideoElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 32;
    canvas.height = 24;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(video, 0, 0, 32, 24);
    const data = ctx.getImageData(0, 0, 32, 24).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
    return sum.map((s) => Math.round(s / (data.length / 4)));
  });
}

async function expectPreviewPlaying(page: Page) {
  const preview = page.getByTestId("camera-preview");
  await expect(preview).toBeVisible({ timeout: 20_000 });
  const time = () => preview.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime);
  await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(0);
  const first = Number(await time());
  await expect.poll(async () => Number(await time()), { timeout: 10_000 }).toBeGreaterThan(first);
}

async function chooseMode(page: Page, mode: string) {
  await recorder(page).getByLabel(mode).check({ force: true });
}

/** Signed in, the recorder open on Screen + Camera with the camera preview playing. */
async function openCameraRecorder(page: Page) {
  await signInAsDev(page);
  await openRecorder(page);
  await chooseMode(page, "Screen + Camera");
  await expectPreviewPlaying(page);
}

async function turnOffCountdown(page: Page) {
  const countdown = recorder(page).getByRole("switch", { name: "Countdown before recording" });
  await countdown.click();
  await expect(countdown).not.toBeChecked();
}

test("a live camera preview, device lists, a skippable countdown and the chosen microphone recorded", async ({
  page,
}) => {
  await openCameraRecorder(page);
  await expect(recorder(page).getByRole("meter", { name: "Microphone level" })).toBeVisible();

  const cameras = recorder(page).getByRole("combobox", { name: "Camera" });
  await cameras.click();
  await expect(page.getByRole("option", { name: "fake_device_0" })).toBeVisible();
  await expect(page.getByRole("option", { name: "No camera" })).toBeVisible();
  await page.keyboard.press("Escape");

  await recorder(page).getByRole("combobox", { name: "Microphone" }).click();
  await expect(page.getByRole("option", { name: "No microphone" })).toBeVisible();
  await page.getByRole("option", { name: "Fake Audio Input 2" }).click();
  await expect(recorder(page).getByRole("combobox", { name: "Microphone" })).toHaveText(
    "Fake Audio Input 2",
  );

  await recorder(page).getByRole("button", { name: "Start Recording", exact: true }).click();
  const countdown = page.getByTestId("countdown");
  await expect(countdown).toHaveText(/^[321]$/, { timeout: 20_000 });
  await expect(pill(page)).toHaveText("Ready");
  // Dispatched rather than clicked: a click's actionability checks (visible, stable, scrolled)
  // took longer than the countdown's last second on a busy machine, and then nothing was left to
  // skip. The overlay is a plain button, so the dispatched click is the user's click.
  await page.getByRole("button", { name: /Skip countdown/ }).dispatchEvent("click");
  await expect(pill(page)).toHaveText("Recording", { timeout: 10_000 });
  await expect(countdown).toBeHidden();
  await expect(recorder(page)).toHaveAttribute("data-recorded-microphone", "Fake Audio Input 2");
  await expect(recorder(page)).toHaveAttribute("data-recorded-camera", "fake_device_0");
  await expect(page.getByTestId("camera-bubble")).toBeVisible();

  await page.waitForTimeout(2000);
  await stopRecording(page);
  const video = await saveAs(page, "E2E devices");
  const size = videoSize(original(video.id));
  expect(size.width).toBeLessThanOrEqual(1280);
  expect(size.height).toBeLessThanOrEqual(720);
});

test("the bubble dragged to the top-left is top-left in the saved video, with its filter", async ({
  page,
}) => {
  await openCameraRecorder(page);
  await turnOffCountdown(page);
  await recorder(page).getByRole("button", { name: "Filters" }).click();
  await page.getByRole("menuitemradio", { name: "Invert" }).click();

  const bubble = page.getByTestId("camera-bubble");
  const stage = bubble.locator("..");
  await bubble.scrollIntoViewIfNeeded();
  const from = (await bubble.boundingBox())!;
  const to = (await stage.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + from.width / 2 + 10, to.y + from.height / 2 + 10, { steps: 8 });
  await page.mouse.up();
  await expect(bubble).toHaveAttribute("data-placement", "0,0");
  const camera = await cameraColour(page);

  await recorder(page).getByRole("button", { name: "Start Recording", exact: true }).click();
  await expect(pill(page)).toHaveText("Recording", { timeout: 20_000 });
  await page.waitForTimeout(3000);
  await stopRecording(page);
  const video = await saveAs(page, "E2E bubble");
  const file = original(video.id);
  expect(videoSize(file)).toEqual({ width: 1280, height: 720 });

  // Medium circle at placement (0, 0) on 1280x720: the box is (13, 13, 320x240), the circle the
  // 240 px square at x 53. Its centre shows the inverted camera; the default bottom-right spot
  // shows the (green) screen.
  const topLeft = regionColour(file, 1.5, { x: 113, y: 73, w: 120, h: 120 });
  const bottomRight = regionColour(file, 1.5, { x: 1000, y: 520, w: 160, h: 120 });
  const inverted = camera.map((c) => 255 - c);
  // The fake camera's picture moves between the preview sample and the frame: a loose match.
  for (let c = 0; c < 3; c++) expect(Math.abs(topLeft[c]! - inverted[c]!)).toBeLessThanOrEqual(110);
  expect(topLeft[0]).toBeGreaterThan(150);
  expect(bottomRight[0]).toBeLessThan(80);
});

test("each shortcut works, and discarding asks first", async ({ page }) => {
  await signInAsDev(page);
  await openRecorder(page);
  await chooseMode(page, "Screen Only");
  await turnOffCountdown(page);
  const start = recorder(page).getByRole("button", { name: "Start Recording", exact: true });
  await expect(start).toHaveAttribute("aria-keyshortcuts", "Alt+Shift+L");
  // The shortcut is the button: like a click, it waits until the recorder has read the plan
  // (until then Start is disabled and the shortcut does nothing, which a busy machine showed).
  await expect(start).toBeEnabled();

  await page.keyboard.press("Alt+Shift+KeyL");
  await expect(pill(page)).toHaveText("Recording", { timeout: 20_000 });
  await page.waitForTimeout(1000);
  await page.keyboard.press("Alt+Shift+KeyP");
  await expect(pill(page)).toHaveText("Paused");
  await page.keyboard.press("Alt+Shift+KeyP");
  await expect(pill(page)).toHaveText("Recording");

  const confirm = page.getByRole("alertdialog", { name: "Discard this recording?" });
  await page.keyboard.press("Alt+Shift+KeyC");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep recording" }).click();
  await expect(confirm).toBeHidden();
  await expect(pill(page)).toHaveText("Recording");

  await page.waitForTimeout(1000);
  await page.keyboard.press("Alt+Shift+KeyL");
  const save = page.getByRole("dialog", { name: "Save Your Recording" });
  await expect(save).toBeVisible({ timeout: 20_000 });

  // Escape on the Save dialog asks before anything is deleted; keeping it keeps the dialog.
  await page.keyboard.press("Escape");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep recording" }).click();
  await expect(save).toBeVisible();

  await page.keyboard.press("Alt+Shift+KeyC");
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Discard", exact: true }).click();
  await expect(recorder(page)).toBeHidden();
  expect(await (await page.request.get("/api/videos")).json()).toEqual([]);
});

test("a free user at the limit sees the upgrade text at once, and Start shows the upgrade toast", async ({
  page,
}) => {
  await signInAsDev(page);
  for (let i = 0; i < 4; i++) expect(await upload(page, `Limit ${i}`)).toBe(201);
  await page.goto("/");
  await openRecorder(page);
  await expect(recorder(page).getByRole("alert")).toContainText(UPGRADE_TEXT);
  const start = recorder(page).getByRole("button", { name: "Start Recording", exact: true });
  await expect(start).toBeEnabled();
  await start.click();
  // The toast (a Radix toast's list item), not the inline notice that has the same link.
  const toast = page.locator("li[data-state=open]").filter({ hasText: "Upgrade to Pro" });
  await expect(toast).toContainText(UPGRADE_TEXT);
  await expect(toast.getByRole("link", { name: "View Plans" })).toHaveAttribute(
    "href",
    "/subscription",
  );
  // Nothing was recorded: the recorder is still ready, and no screen was asked for.
  await expect(recorder(page)).toHaveAttribute("data-recorder-state", "idle");
  await expect(pill(page)).toHaveText("Ready");
});

test("a Pro user records 1920x1080", async ({ page }) => {
  await signInAsDev(page);
  await subscribeInTestMode(page, "monthly");
  await page.goto("/");
  await openRecorder(page);
  await chooseMode(page, "Screen Only");
  await turnOffCountdown(page);
  await recorder(page).getByRole("button", { name: "Start Recording", exact: true }).click();
  await expect(pill(page)).toHaveText("Recording", { timeout: 20_000 });
  await expect(recorder(page)).toHaveAttribute("data-recorded-size", "1920x1080");
  await page.waitForTimeout(2500);
  await stopRecording(page);
  const video = await saveAs(page, "E2E Pro 1080p");
  expect(videoSize(original(video.id))).toEqual({ width: 1920, height: 1080 });
});

test("floating controls in a Document Picture-in-Picture window pause and stop", async ({
  page,
}) => {
  await signInAsDev(page);
  await openRecorder(page);
  await chooseMode(page, "Screen + Camera");
  await turnOffCountdown(page);
  await recorder(page).getByRole("button", { name: "Start Recording", exact: true }).click();
  await expect(pill(page)).toHaveText("Recording", { timeout: 20_000 });
  const floatingOpen = () =>
    page.evaluate(() => {
      const pip = (window as Window & { documentPictureInPicture?: { window: Window | null } })
        .documentPictureInPicture;
      return Boolean(pip?.window?.document.querySelector("[data-testid=floating-time]"));
    });
  // Opened right after the screen picker; the top bar's button opens it otherwise.
  const popOut = recorder(page).getByRole("button", { name: "Pop out controls" });
  if (!(await floatingOpen())) await popOut.click();
  await expect.poll(floatingOpen, { timeout: 10_000 }).toBe(true);
  await expect(popOut).toBeHidden();

  const clickInFloating = (label: string) =>
    page.evaluate((name) => {
      const pip = (window as Window & { documentPictureInPicture?: { window: Window | null } })
        .documentPictureInPicture;
      const buttons = Array.from(pip?.window?.document.querySelectorAll("button") ?? []);
      buttons.find((b) => b.textContent?.trim() === name)?.click();
    }, label);
  await clickInFloating("Pause");
  await expect(pill(page)).toHaveText("Paused");
  await clickInFloating("Resume");
  await expect(pill(page)).toHaveText("Recording");
  await page.waitForTimeout(1000);
  await clickInFloating("Stop");
  await expect(page.getByRole("dialog", { name: "Save Your Recording" })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(floatingOpen).toBe(false);
});
