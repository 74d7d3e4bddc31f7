import { execFileSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

/** Billing steps shared by the billing and recorder suites (local test mode, no Stripe keys). */

let webm: Buffer | undefined;

/** A 1-second VP8 WebM made by ffmpeg's test source. */
function sampleWebm(): Buffer {
  webm ??= execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi"],
      ...["-i", "testsrc=duration=1:size=160x120:rate=10", "-c:v", "libvpx", "-f", "webm", "-"],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return webm;
}

function postUpload(page: Page, title: string, isPrivate = true) {
  return page.request.post("/api/videos/upload", {
    multipart: {
      title,
      isPrivate: String(isPrivate),
      duration: "1",
      video: { name: `recording-${Date.now()}.webm`, mimeType: "video/webm", buffer: sampleWebm() },
    },
  });
}

export async function upload(page: Page, title: string): Promise<number> {
  return (await postUpload(page, title)).status();
}

/** Uploads the sample clip (private unless told) and returns the new video's id. */
export async function uploadVideo(
  page: Page,
  title: string,
  { isPrivate }: { isPrivate: boolean },
): Promise<number> {
  const response = await postUpload(page, title, isPrivate);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Clicks a plan's Subscribe button once the page has hydrated it, and waits for the checkout. */
export async function openCheckout(page: Page, planId: "monthly" | "yearly") {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await (await hydrated(page.locator(`button[data-plan="${planId}"]`))).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/test\\?plan=${planId}$`), {
    timeout: 30_000,
  });
}

/** From the plans page through the local checkout to an active plan. */
export async function subscribeInTestMode(page: Page, planId: "monthly" | "yearly") {
  await openCheckout(page, planId);
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Confirm test payment" }).click();
  await expect(page).toHaveURL(/\/subscription$/, { timeout: 15_000 });
}
