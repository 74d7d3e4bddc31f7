import { expect, test, type Page } from "@playwright/test";
import { signInAsDev } from "./helpers";
import { uploadToneVideo } from "./tone-upload";

// Chapters a viewer can use, on the server with an AI provider (the fake one hears two timed
// sentences, "Hello and welcome." at 0 s and "Here is the dashboard." at 1 s, one chapter each).

const slow = (page: Page) =>
  page.locator("video").evaluate((video: HTMLVideoElement) => {
    video.playbackRate = 0.25;
  });

const time = (page: Page) =>
  page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime);

test("chapters show on the share page and in the embed, and each seeks", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsDev(page, "Chaz Chapters");
  const { id } = await uploadToneVideo(page.request, {
    title: "Chaptered",
    description: "",
    // Short enough that the two chapters, 1 s apart, are not merged into one.
    seconds: 4,
  });
  const transcribed = await page.request.post(`/api/videos/${id}/generate-transcript`, {
    timeout: 90_000,
  });
  expect(transcribed.status()).toBe(200);
  expect(
    (await page.request.patch(`/api/videos/${id}`, { data: { isPrivate: false } })).status(),
  ).toBe(200);

  const context = await browser.newContext();
  const viewer = await context.newPage();
  await viewer.goto(`/video/${id}`);
  const list = viewer.getByRole("navigation", { name: "Chapters" });
  const second = list.getByRole("button", { name: /^Here is the dashboard \(00:01\)$/ });
  await expect(list.getByRole("button", { name: /^Hello and welcome \(00:00\)$/ })).toBeVisible();
  // Slowed, so the 4 s clip does not end (and go back to 0) while the test looks.
  await slow(viewer);
  await second.click();
  await expect.poll(() => time(viewer)).toBeGreaterThanOrEqual(1);
  await expect(viewer.getByTestId("chapter-mark")).toHaveCount(1);
  // By keyboard: back to the first chapter.
  await viewer.locator("video").evaluate((video: HTMLVideoElement) => {
    video.pause();
    video.currentTime = 3;
  });
  await list.getByRole("button", { name: /^Hello and welcome/ }).press("Enter");
  await expect.poll(() => time(viewer)).toBeLessThan(2);

  // The embed: a mark on its seek bar and a Chapters list behind a button.
  await viewer.goto(`/embed/${id}`);
  await expect(viewer.locator("[data-chapter-mark]")).toHaveCount(1);
  await slow(viewer);
  const open = viewer.getByRole("button", { name: "Chapters" });
  await open.click();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  const embedList = viewer.getByRole("navigation", { name: "Chapters" });
  await embedList.getByRole("button", { name: /^Here is the dashboard/ }).click();
  await expect.poll(() => time(viewer)).toBeGreaterThanOrEqual(1);
  await expect(embedList).toBeHidden();
  await expect(open).toBeFocused();
  await context.close();
});
