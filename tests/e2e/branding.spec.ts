import { expect, test } from "@playwright/test";
import { subscribeInTestMode, uploadVideo } from "./billing-helpers";
import { ACCENT, ACCENT_RGB, brandCurrentWorkspace, TEXT_RGB } from "./branding-helpers";
import { signInAsDev } from "./helpers";

// Custom branding (Pro Annual): the owner sets a logo and an accent in workspace settings, and a
// signed-out viewer sees them on the share page and the embed.

test("a Pro Annual workspace's logo and accent show to signed-out viewers on the share page and embed", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsDev(page, "Bea Brand");
  await subscribeInTestMode(page, "yearly");
  const videoId = await uploadVideo(page, "Branded demo", { isPrivate: false });

  await brandCurrentWorkspace(page);

  const context = await browser.newContext();
  try {
    const viewer = await context.newPage();
    // The logo's own answer, so a failure says whether the route or the page was at fault.
    const logoAnswer = viewer.waitForResponse((r) => r.url().includes("/branding/logo"));
    await viewer.goto(`/video/${videoId}`);
    const logo = viewer.getByTestId("workspace-logo");
    await expect(logo).toBeVisible();
    const answer = await logoAnswer;
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Theirs takes our mark's place in the header.
    await expect(viewer.locator("[data-site-brand]").getByTestId("workspace-logo")).toBeVisible();
    await expect(viewer.locator("[data-site-brand]")).not.toContainText("Demoreel");
    const accent = await viewer
      .locator("[data-branded]")
      .evaluate((el) => getComputedStyle(el).getPropertyValue("--primary").trim());
    expect(accent).toBe(ACCENT);

    await viewer.goto(`/embed/${videoId}`);
    await expect(viewer.locator(".top img.logo")).toBeVisible();
    await expect(viewer.locator("#overlay")).toHaveCSS("background-color", ACCENT_RGB);
    await expect(viewer.locator("#overlay")).toHaveCSS("color", TEXT_RGB);
  } finally {
    await context.close();
  }
});
