import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { signInAsDev } from "./helpers";

// Billing in local test mode (no Stripe keys): plans page -> test checkout -> active plan -> cancel -> reactivate.

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

async function upload(page: Page, title: string): Promise<number> {
  const response = await page.request.post("/api/videos/upload", {
    multipart: {
      title,
      duration: "1",
      video: { name: `recording-${Date.now()}.webm`, mimeType: "video/webm", buffer: sampleWebm() },
    },
  });
  return response.status();
}

/** Clicks a plan's Subscribe button until the checkout opens (a click before hydration does nothing). */
async function openCheckout(page: Page, planId: "monthly" | "yearly") {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(async () => {
    await page.locator(`button[data-plan="${planId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/test\\?plan=${planId}$`), {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
}

/** From the plans page through the local checkout to an active plan. */
async function subscribeInTestMode(page: Page, planId: "monthly" | "yearly") {
  await openCheckout(page, planId);
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Confirm test payment" }).click();
  await expect(page).toHaveURL(/\/subscription$/, { timeout: 15_000 });
}

test.describe("billing (local test mode)", () => {
  test("checkout, cancel at period end, reactivate", async ({ page }) => {
    await signInAsDev(page);
    await openCheckout(page, "monthly");
    await expect(page.getByTestId("checkout-plan")).toHaveText("Pro Monthly");
    await expect(page.getByTestId("checkout-price")).toHaveText("$14");

    // The checkout's Cancel link goes back without subscribing.
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByTestId("subscription-status")).toHaveCount(0);

    await subscribeInTestMode(page, "monthly");
    const panel = page.getByTestId("subscription-status");
    await expect(panel).toContainText("Pro Monthly");
    await expect(panel).toContainText("Active");
    await expect(panel).toContainText("Paid until");
    await expect(panel.getByRole("list", { name: "Your benefits" })).toContainText(
      "Unlimited recordings",
    );

    await panel.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("stays active until");
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(panel).toContainText("Cancels at period end");
    await expect(panel).toContainText("your plan stays active until");

    const cancelled = await page.request.get("/api/subscription/status");
    expect(await cancelled.json()).toMatchObject({ isSubscribed: true, cancelAtPeriodEnd: true });

    await panel.getByRole("button", { name: "Reactivate subscription" }).click();
    await expect(panel.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    await expect(panel).toContainText("Active");
    const status = await page.request.get("/api/subscription/status");
    expect(await status.json()).toMatchObject({
      isSubscribed: true,
      plan: "monthly",
      cancelAtPeriodEnd: false,
    });
  });

  test("the free-tier banner at the limit, and Pro lifting the limit", async ({ page }) => {
    await signInAsDev(page);
    for (let i = 1; i <= 4; i += 1) expect(await upload(page, `Demo ${i}`)).toBe(201);
    expect(await upload(page, "One too many")).toBe(403);

    await page.goto("/");
    await expect(page.getByText("Free tier: 4 of 4 videos created")).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(
        "You've reached your free tier limit. Upgrade now to create unlimited recordings!",
      ),
    ).toBeVisible();

    await subscribeInTestMode(page, "yearly");
    await expect(page.getByTestId("subscription-status")).toContainText("Pro Annual");
    expect(await upload(page, "Fifth demo")).toBe(201);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "My Recordings" })).toBeVisible();
    await expect(page.getByText(/Free tier:/)).toHaveCount(0);
  });
});
