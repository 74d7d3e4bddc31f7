import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInAsDev, uploadPublicWebm } from "./helpers";
import { smallClip } from "./test-media";
import { videoState } from "./watch-helpers";

// The share page plays on the first tap before React hydrates: the page's scripts are held back
// by a route until the test releases them, then React takes over the same, still playing element.

/** A signed-out phone whose page scripts wait for `release()`. */
async function phoneWithHeldScripts(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, release, errors };
}

async function sharedVideo(page: Page, title: string) {
  await signInAsDev(page, "Tapio Tapper");
  // A minute long, so it is still playing however long hydration takes on a busy machine.
  const file = await smallClip(60);
  return (await uploadPublicWebm(page, { file, name: "clip.webm", title, duration: 60 })).id;
}

const player = (page: Page) => page.locator("[data-player]");

async function expectPlaying(page: Page, after = 0) {
  await expect
    .poll(async () => {
      const state = await videoState(page);
      return !state.paused && state.time > after;
    })
    .toBe(true);
}

/** Tags the element, so the test can tell it is still the same one after hydration. */
const tag = (page: Page) =>
  page.locator("video").evaluate((video) => {
    (video as HTMLVideoElement & { firstTapTag?: string }).firstTapTag = "server";
  });
const tagOf = (page: Page) =>
  page
    .locator("video")
    .evaluate((video) => (video as HTMLVideoElement & { firstTapTag?: string }).firstTapTag);

test("a tap on play before hydration plays; hydration keeps the element and its position", async ({
  page,
  browser,
}) => {
  const id = await sharedVideo(page, "First tap");
  const phone = await phoneWithHeldScripts(browser);
  await phone.page.goto(`/video/${id}`, { waitUntil: "commit" });
  const overlay = phone.page.getByRole("button", { name: "Play video" });
  await expect(overlay).toBeVisible();
  await tag(phone.page);

  await overlay.tap();
  await expectPlaying(phone.page, 0.3);
  // Still before hydration: the script, not React, started it.
  await expect(player(phone.page)).not.toHaveAttribute("data-live");
  await expect(overlay).toBeHidden();
  await expect(phone.page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  const before = (await videoState(phone.page)).time;

  phone.release();
  await expect(player(phone.page)).toHaveAttribute("data-live", "", { timeout: 30_000 });
  expect(await tagOf(phone.page)).toBe("server");
  await expectPlaying(phone.page, before);

  // React's controls work on the same element.
  const pause = phone.page.getByRole("button", { name: "Pause", exact: true });
  await pause.click();
  await expect.poll(async () => (await videoState(phone.page)).paused).toBe(true);
  await expect(phone.page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  expect((await videoState(phone.page)).time).toBeGreaterThanOrEqual(before);
  expect(phone.errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  await phone.context.close();
});

test("Enter on the Play button before hydration plays too", async ({ page, browser }) => {
  const id = await sharedVideo(page, "First key");
  const phone = await phoneWithHeldScripts(browser);
  await phone.page.goto(`/video/${id}`, { waitUntil: "commit" });
  const play = phone.page.getByRole("button", { name: "Play", exact: true });
  await play.focus();
  await phone.page.keyboard.press("Enter");
  await expectPlaying(phone.page, 0.3);
  await expect(player(phone.page)).not.toHaveAttribute("data-live");
  await expect(phone.page.getByRole("button", { name: "Pause", exact: true })).toBeFocused();

  phone.release();
  await expect(player(phone.page)).toHaveAttribute("data-live", "", { timeout: 30_000 });
  await phone.page.getByRole("button", { name: "Pause", exact: true }).press("Enter");
  await expect.poll(async () => (await videoState(phone.page)).paused).toBe(true);
  await phone.context.close();
});
