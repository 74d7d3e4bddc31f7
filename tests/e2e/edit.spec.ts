import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { stillPng, twelveSecondClip } from "./test-media";

// A 12 s clip and a small PNG, made once per run.
const clip = twelveSecondClip;
const png = () => stillPng("cover.png");

interface Video {
  duration: number;
  thumbnailUrl: string | null;
  processingStatus: string;
}

async function upload(page: Page): Promise<number> {
  const response = await page.request.post("/api/videos/upload", {
    multipart: {
      title: "Edit me",
      description: "",
      isPrivate: "true",
      duration: "12",
      video: { name: "recording.webm", mimeType: "video/webm", buffer: readFileSync(await clip()) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function read(page: Page, id: number): Promise<Video> {
  return (await (await page.request.get(`/api/videos/${id}`)).json()) as Video;
}

test("the owner changes the thumbnail and trims the video from its page", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsDev(page);
  const id = await upload(page);
  await expect
    .poll(async () => (await read(page, id)).processingStatus, { timeout: 90_000 })
    .toBe("completed");
  await page.goto(`/video/${id}`);

  // Change thumbnail: a frame picked with the keyboard on the scrubber.
  const before = (await read(page, id)).thumbnailUrl;
  await (await hydrated(page.getByRole("button", { name: "Change thumbnail" }))).click();
  const dialog = page.getByRole("dialog", { name: "Change thumbnail" });
  const scrubber = dialog.getByRole("slider", { name: "Thumbnail frame time" });
  await scrubber.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("PageDown");
  await dialog.getByRole("button", { name: "Use this frame" }).click();
  await expect(page.getByText("Thumbnail updated").first()).toBeVisible();
  const picked = (await read(page, id)).thumbnailUrl;
  expect(picked).not.toBe(before);

  // ... then an uploaded image. Saving refreshes the page's server data: that refresh is held
  // until the Trim dialog is open, and the open dialog must survive it (the page once remounted
  // on every refresh, closing whatever dialog the owner had opened).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isRefresh = (url: URL) => url.pathname === `/video/${id}` && url.searchParams.has("_rsc");
  await page.route(isRefresh, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Change thumbnail" }).click();
  await page.getByTestId("thumbnail-file").setInputFiles(await png());
  await expect(page.getByRole("dialog", { name: "Change thumbnail" })).toBeHidden();
  await expect.poll(async () => (await read(page, id)).thumbnailUrl).not.toBe(picked);

  // Trim: the strip loads, the start moves 2 s in, Save renders, the page shows the new length.
  await page.getByRole("button", { name: "Trim" }).click();
  const editor = page.getByRole("dialog", { name: "Trim and cut" });
  const start = editor.getByRole("slider", { name: "New start" });
  await expect(start).toBeVisible();
  // Renamed meanwhile (as from another tab): the tab's title shows once the refresh has landed.
  await page.request.patch(`/api/videos/${id}`, { data: { title: "Edit me again" } });
  release();
  await expect(page).toHaveTitle(/Edit me again/);
  await page.unroute(isRefresh);
  await expect(start).toBeVisible();
  const strip = await page.request.get(`/api/videos/${id}/sprite`);
  expect(strip.headers()["content-type"]).toContain("image/jpeg");
  await start.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight");
  await expect(editor.getByText("New length 00:10")).toBeVisible();
  await editor.getByRole("button", { name: "Preview" }).click();
  await editor.getByRole("button", { name: "Save edit" }).click();
  await expect
    .poll(async () => (await read(page, id)).duration, { timeout: 90_000 })
    .toBeLessThan(10.3);
  await expect(page.getByLabel("Duration")).toHaveText("00:10", { timeout: 20_000 });
});
