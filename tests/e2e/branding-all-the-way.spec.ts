import { expect, test, type Page } from "@playwright/test";
import { subscribeInTestMode, uploadVideo } from "./billing-helpers";
import { ACCENT_RGB, brandCurrentWorkspace } from "./branding-helpers";
import { hydrated, signInAsDev } from "./helpers";

// Issue 56 item 8: on a branded workspace's video page the workspace's logo stands where our mark
// does, its accent colours the record buttons, and a signed-out prospect is offered none of our
// own controls. Item 11: the prospect sees no empty AI Document or Transcript tab.

const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** Opens the video page and waits for its AI documents' answer (the tab waits for it). */
async function openVideo(page: Page, videoId: number) {
  const documents = page.waitForResponse((r) => r.url().endsWith(`/${videoId}/ai-documents`));
  await page.goto(`/video/${videoId}`);
  expect((await documents).status()).toBe(200);
  await hydrated(page.getByRole("tab", { name: /Comments/ }));
}

/** The phone menu's item names, read with the menu open and closed again. */
async function phoneMenuItems(page: Page): Promise<string[]> {
  await (await hydrated(page.getByRole("button", { name: "Menu" }))).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitemradio").first()).toBeVisible();
  const names = await menu.getByRole("menuitem").allInnerTexts();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  return names.map((name) => name.trim());
}

for (const size of SIZES) {
  test(`a branded video page at ${size.width}x${size.height}: the logo in the mark's place, no Demoreel controls for the prospect, the accent for a member`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    await signInAsDev(page, `Reel Brand ${size.name}`);
    await subscribeInTestMode(page, "yearly");
    const videoId = await uploadVideo(page, "Branded, nothing extra", { isPrivate: false });
    await brandCurrentWorkspace(page);
    const video = (await (await page.request.get(`/api/videos/${videoId}`)).json()) as {
      transcriptStatus: string;
    };
    // The clip has neither a transcript nor an AI document, and none is on its way.
    expect(video.transcriptStatus).toBe("none");

    const context = await browser.newContext({ viewport: size });
    try {
      const prospect = await context.newPage();
      await openVideo(prospect, videoId);
      const banner = prospect.getByRole("banner");
      const logo = banner.getByTestId("workspace-logo");
      await expect(logo).toBeVisible();
      // Where the mark stands: the header's first link, to the same place, as tall as the mark.
      const brand = banner.locator("[data-site-brand]");
      await expect(brand).toHaveAttribute("href", "/");
      await expect(brand).not.toContainText("Demoreel");
      const box = await logo.boundingBox();
      const bar = await banner.boundingBox();
      expect(box && bar).toBeTruthy();
      if (box && bar) {
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeLessThanOrEqual(40);
        expect(box.x).toBeLessThan(size.width / 2);
        expect(box.y).toBeGreaterThanOrEqual(bar.y);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      }
      // None of our own controls: no orphan Dashboard, no Record, no Sign in, no floating button.
      await expect(banner.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
      await expect(banner.getByRole("link", { name: /Record/ })).toHaveCount(0);
      await expect(banner.getByRole("button", { name: /Sign in/ })).toHaveCount(0);
      await expect(prospect.getByRole("link", { name: "Start recording" })).toHaveCount(0);
      await expect(prospect.getByText("Made with Demoreel")).toHaveCount(0);
      // Only the tab that holds something.
      await expect(prospect.getByRole("tab", { name: /Comments/ })).toBeVisible();
      await expect(prospect.getByRole("tab", { name: /AI Document/ })).toHaveCount(0);
      await expect(prospect.getByRole("tab", { name: /Transcript/ })).toHaveCount(0);
      if (size.name === "phone") {
        const items = await phoneMenuItems(prospect);
        expect(items).not.toContain("Dashboard");
        expect(items).not.toContain("Record");
      }
      await prospect.screenshot({ path: testInfo.outputPath(`prospect-${size.name}.png`) });
    } finally {
      await context.close();
    }

    // A signed-in member (the owner) keeps them, in the workspace's accent.
    await page.setViewportSize(size);
    await openVideo(page, videoId);
    const banner = page.getByRole("banner");
    await expect(banner.getByTestId("workspace-logo")).toBeVisible();
    await expect(page.getByRole("tab", { name: /AI Document/ })).toBeVisible();
    await expect(page.getByRole("tab", { name: /Transcript/ })).toBeVisible();
    if (size.name === "desktop") {
      await expect(banner.getByRole("link", { name: "Dashboard" })).toBeVisible();
      const record = banner.getByRole("link", { name: /Record/ });
      await expect(record).toHaveCSS("background-color", ACCENT_RGB);
      const floating = page.getByRole("link", { name: "Start recording" });
      await expect(floating).toHaveCSS("background-color", ACCENT_RGB);
    } else {
      const items = await phoneMenuItems(page);
      expect(items).toContain("Dashboard");
      expect(items).toContain("Record");
    }
    await page.screenshot({ path: testInfo.outputPath(`member-${size.name}.png`) });
  });
}
