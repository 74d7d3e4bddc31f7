import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page, type Route } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";

// Uploading files from the dashboard: two at once with a link before the second ends, and a
// larger one resumed after a reload with only its missing parts sent.

let dir = "";
const small = () => path.join(dir, "team-demo.mp4");
/** Random pixels, lossless: about 20 MB, five 4 MiB parts, made in a second. */
const large = () => path.join(dir, "customer-call.mp4");

const ffmpeg = (args: string[]) =>
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-upload-"));
  ffmpeg([
    ...["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=15:duration=1.5"],
    ...["-c:v", "libx264", "-preset", "ultrafast", small()],
  ]);
  ffmpeg([
    ...["-f", "rawvideo", "-pix_fmt", "gray", "-s", "640x480", "-r", "30", "-t", "1.5"],
    ...["-i", "/dev/urandom", "-c:v", "libx264", "-preset", "ultrafast", "-qp", "0"],
    ...["-pix_fmt", "yuv420p", "-movflags", "+faststart", large()],
  ]);
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

const row = (page: Page, fileName: string) =>
  page.getByTestId("file-upload").filter({ has: page.getByLabel(`Title of ${fileName}`) });

/**
 * Holds the large file's parts after the first until `stopHolding` (the session is told apart by
 * the fileName its creation sent); records every part number the server stored. `stopHolding`
 * also starts a new round: the held parts of the page that sent them (reloaded since) are
 * dropped, and `sent` lists only what the new page sends.
 */
async function holdLargeParts(page: Page) {
  const largeSessions = new Set<string>();
  const sent: number[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  let round = 0;
  await page.route("**/api/uploads", async (route) => {
    const response = await route.fetch();
    const body = route.request().postDataJSON() as { fileName?: string };
    const { id } = (await response.json()) as { id: string };
    if (body.fileName === "customer-call.mp4") largeSessions.add(id);
    await route.fulfill({ response });
  });
  await page.route("**/api/uploads/*/parts/*", async (route: Route) => {
    const [, id = "", n = ""] = /uploads\/(\w+)\/parts\/(\d+)/.exec(route.request().url()) ?? [];
    if (!largeSessions.has(id)) return route.continue().catch(() => undefined);
    const sentIn = round;
    if (holding && Number(n) >= 1) await gate;
    if (sentIn !== round) return route.abort().catch(() => undefined);
    // Sent from here, so a reload cannot cancel it halfway: recorded once the server stored it.
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort().catch(() => undefined);
    if (response.ok()) sent.push(Number(n));
    await route.fulfill({ response }).catch(() => undefined);
  });
  return {
    sent,
    stopHolding: () => {
      round += 1;
      holding = false;
      sent.length = 0;
      release();
    },
  };
}

test("two dropped files upload side by side, and a reloaded one resumes", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signInAsDev(page);
  const parts = await holdLargeParts(page);
  await hydrated(page.getByRole("button", { name: "Upload", exact: true }));
  await page.getByTestId("upload-input").setInputFiles([small(), large()]);

  await expect(row(page, "team-demo.mp4").getByRole("progressbar")).toBeVisible();
  await expect(row(page, "customer-call.mp4").getByRole("progressbar")).toBeVisible();
  await expect(page.getByRole("status").getByText("customer-call")).toBeVisible();

  // The small file's link works while the large one is still sending.
  const link = row(page, "team-demo.mp4").getByLabel("Link to team-demo.mp4");
  await expect(link).toHaveValue(/\/video\/\d+$/);
  await expect(row(page, "customer-call.mp4").getByLabel("Link to customer-call.mp4")).toHaveCount(
    0,
  );
  const watch = await context.newPage();
  await watch.goto(await link.inputValue());
  await expect(watch.getByRole("heading", { name: "team-demo" })).toBeVisible();
  await watch.close();

  // A reload in the middle: choosing the same file again offers to resume it.
  await expect.poll(() => parts.sent.includes(0)).toBe(true);
  await page.reload();
  parts.stopHolding();
  await hydrated(page.getByRole("button", { name: "Upload", exact: true }));
  await page.getByTestId("upload-input").setInputFiles([large()]);
  await row(page, "customer-call.mp4").getByRole("button", { name: "Resume" }).click();
  await expect(row(page, "customer-call.mp4").getByLabel("Link to customer-call.mp4")).toHaveValue(
    /\/video\/\d+$/,
    { timeout: 30_000 },
  );
  expect(parts.sent).not.toContain(0);
  expect(parts.sent.length).toBeGreaterThan(0);
});
