import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { subscribeInTestMode, uploadVideo } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";

// Custom branding (Pro Annual): the owner sets a logo and an accent in workspace settings, and a
// signed-out viewer sees them on the share page and the embed.

/** A 96 x 32 PNG made by ffmpeg's colour source. */
function logoPng(): Buffer {
  return execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "color=c=0x1a73e8:s=96x32"],
      ...["-frames:v", "1", "-f", "image2pipe", "-vcodec", "png", "-"],
    ],
    { maxBuffer: 1024 * 1024 },
  );
}

const ACCENT = "#ffeb3b";
/** The accent as computed styles report it, and the text colour chosen on it (black). */
const ACCENT_RGB = "rgb(255, 235, 59)";
const TEXT_RGB = "rgb(0, 0, 0)";

test("a Pro Annual workspace's logo and accent show to signed-out viewers on the share page and embed", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsDev(page, "Bea Brand");
  await subscribeInTestMode(page, "yearly");
  const videoId = await uploadVideo(page, "Branded demo", { isPrivate: false });

  await page.goto("/settings/workspace");
  await hydrated(page.getByRole("button", { name: "Upload logo" }));
  await page
    .getByLabel("Logo", { exact: true })
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
  await expect(page.getByText("Logo uploaded").first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
  await page.getByLabel("Accent colour", { exact: true }).fill(ACCENT);
  await expect(page.getByTestId("accent-preview")).toHaveCSS("color", TEXT_RGB);
  await page.getByRole("button", { name: "Save colour" }).click();
  await expect(page.getByText("Accent colour saved").first()).toBeVisible();

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
