import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";

// A rep's first week with uploads: who can watch is chosen before the file goes (and remembered),
// two files of one base name stay apart, the row shows the worker's percentage and the video's own
// thumbnail, the share page's age is counted in the browser, and the landing page says what the
// product does after the link is sent.

let dir = "";
const file = (name: string) => path.join(dir, name);

const ffmpeg = (args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-first-week-"));
  const clip = ["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=15:duration=1.5"];
  ffmpeg([...clip, "-c:v", "libx264", "-preset", "ultrafast", file("acme-pricing.mp4")]);
  ffmpeg([...clip, "-c:v", "libx264", "-preset", "ultrafast", file("demo.mp4")]);
  ffmpeg([...clip, "-c:v", "libx264", "-preset", "ultrafast", "-f", "mov", file("demo.mov")]);
  // 40 s of 720p: an encode of several seconds, long enough for the worker to report its progress.
  ffmpeg([
    ...["-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30:duration=40"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "40", file("quarterly-review.mp4")],
  ]);
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (page: Page, fileName: string) =>
  page.getByTestId("file-upload").filter({ has: page.getByLabel(`Title of ${fileName}`) });

async function upload(page: Page, names: string[]) {
  await (await hydrated(page.getByRole("button", { name: "Upload", exact: true }))).focus();
  await page.getByTestId("upload-input").setInputFiles(names.map(file));
}

test("an upload made shareable before it starts opens for a signed-out prospect, and the choice is remembered", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInAsDev(page, "Una Upload");
  const controls = page.getByTestId("upload-controls");
  const privately = controls.getByRole("switch", { name: "Make uploads private" });
  await hydrated(privately);
  await expect(privately).toBeChecked();
  await expect(controls).toContainText("Only you can watch it.");
  await privately.click();
  await expect(privately).not.toBeChecked();
  await expect(controls).toContainText("Anyone with the link can watch it.");

  await upload(page, ["acme-pricing.mp4"]);
  const link = row(page, "acme-pricing.mp4").getByLabel("Link to acme-pricing.mp4");
  await expect(link).toHaveValue(/\/video\/\d+$/, { timeout: 30_000 });
  const url = await link.inputValue();

  const prospect = await browser.newContext();
  const watch = await prospect.newPage();
  await watch.goto(url);
  await expect(watch.getByRole("heading", { name: "acme-pricing.mp4" })).toBeVisible();
  await expect(watch.getByRole("heading", { name: "Video Not Found" })).toHaveCount(0);
  // The page's age is counted by the browser once hydrated (the HTML holds the day).
  const age = watch.locator("time[data-relative]").first();
  await expect(age).toHaveText(/ ago$/);
  await prospect.close();

  // The next visit starts from the rep's last choice.
  await page.reload();
  await expect(await hydrated(privately)).not.toBeChecked();
});

test("two uploads of one base name keep their extensions, so the library tells them apart", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDev(page, "Dee Duplicate");
  await upload(page, ["demo.mp4", "demo.mov"]);
  await expect(row(page, "demo.mp4").getByLabel("Title of demo.mp4")).toHaveValue("demo.mp4");
  await expect(row(page, "demo.mov").getByLabel("Title of demo.mov")).toHaveValue("demo.mov");
  for (const name of ["demo.mp4", "demo.mov"]) {
    await expect(row(page, name).getByLabel(`Link to ${name}`)).toHaveValue(/\/video\/\d+$/, {
      timeout: 30_000,
    });
  }
  const library = page.getByRole("tabpanel");
  await expect(library.getByRole("heading", { name: "demo.mp4", exact: true })).toBeVisible();
  await expect(library.getByRole("heading", { name: "demo.mov", exact: true })).toBeVisible();
});

test("an upload's row shows the worker's processing percentage and then the video's own thumbnail", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsDev(page, "Pat Progress");
  await upload(page, ["quarterly-review.mp4"]);
  const uploaded = row(page, "quarterly-review.mp4");
  await expect(uploaded.getByLabel("Link to quarterly-review.mp4")).toHaveValue(/\/video\/\d+$/, {
    timeout: 60_000,
  });
  // Queued behind other tests' processing it reads 'Processing...'; the encode reports a percentage.
  await expect(uploaded.getByText(/^Processing\.\.\. \d+%$/)).toBeVisible({ timeout: 90_000 });
  const thumbnail = uploaded.getByRole("img", { name: "Thumbnail of quarterly-review.mp4" });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute("src", /thumbnail/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("the landing page speaks of tracked links, who watched, the email gate and Slack, over a real screenshot", async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/");
  const followUp = page.getByRole("region", { name: "Know who watched, and follow up first" });
  for (const title of [
    "Tracked links per prospect",
    "See who watched, and how much",
    "An email gate that makes leads",
    "Views and comments in Slack",
  ]) {
    await expect(followUp.getByRole("heading", { name: title })).toBeVisible();
  }
  const shot = page.getByRole("img", { name: /A demo shared with Demoreel/ });
  await expect(shot).toBeVisible();
  await expect(shot).toHaveAttribute("width", "1280");
  await expect(shot).toHaveAttribute("height", "660");
  await expect
    .poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await visitor.close();
});
