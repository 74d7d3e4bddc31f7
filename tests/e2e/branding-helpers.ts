import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

/** A 96 x 32 PNG made by ffmpeg's colour source. */
export function logoPng(): Buffer {
  return execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "color=c=0x1a73e8:s=96x32"],
      ...["-frames:v", "1", "-f", "image2pipe", "-vcodec", "png", "-"],
    ],
    { maxBuffer: 1024 * 1024 },
  );
}

export const ACCENT = "#ffeb3b";
/** The accent as computed styles report it, and the text colour chosen on it (black). */
export const ACCENT_RGB = "rgb(255, 235, 59)";
export const TEXT_RGB = "rgb(0, 0, 0)";

/** In the current workspace's settings: uploads the logo and saves the accent. */
export async function brandCurrentWorkspace(page: Page) {
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
}
