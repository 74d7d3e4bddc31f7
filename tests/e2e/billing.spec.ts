import { expect, test } from "@playwright/test";
import { openCheckout, subscribeInTestMode, upload } from "./billing-helpers";
import { signInAsDev } from "./helpers";

// Billing in local test mode (no Stripe keys): plans page -> test checkout -> active plan -> cancel -> reactivate.

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

    // Monthly to annual at once, after a confirmation.
    await page.getByRole("button", { name: "Switch to Pro Annual" }).click();
    const switchDialog = page.getByRole("alertdialog");
    await expect(switchDialog).toContainText("credited");
    await switchDialog.getByRole("button", { name: "Switch to Pro Annual" }).click();
    await expect(page.getByText("You're now on Pro Annual.").first()).toBeVisible();
    await expect(panel).toContainText("Pro Annual");
    await expect(page.getByRole("button", { name: "Current plan" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Switch to Pro Monthly" })).toBeVisible();
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
