import { expect, test, type Page } from "@playwright/test";
import { subscribeInTestMode } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";

// Pro is billed per creator seat: the plans page says what the seats cost, and inviting a creator
// says what one more seat adds, before anything is sent. Local test mode (no Stripe keys).

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function seatsJourney(page: Page) {
  await signInAsDev(page, "Sam Seats");
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Choose Your Plan", level: 1 })).toBeVisible();
  await expect(page.getByText("All of Monthly's features, plus:").first()).toBeVisible();

  await subscribeInTestMode(page, "monthly");
  await expect(page.getByRole("heading", { name: "Your plan", level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).toHaveTitle(/^Your plan/);
  await expect(page.getByTestId("subscription-seats")).toHaveText(
    "1 creator seat x $14/month = $14/month.",
  );
  await noSideways(page);

  // A team workspace of the subscriber's, made current as the switcher would.
  const created = await page.request.post("/api/workspaces", { data: { name: "Seat Team" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const quote = await page.request.get(`/api/workspaces/${id}/seats`);
  expect(await quote.json()).toEqual({
    plan: "monthly",
    seats: 1,
    pricePerSeat: 14,
    interval: "month",
  });
  await page
    .context()
    .addCookies([{ name: "demoreel-workspace", value: String(id), url: page.url() }]);

  await page.goto("/settings/workspace");
  await hydrated(page.getByLabel("Email"));
  const note = page.getByTestId("seat-cost-note");
  await expect(note).toHaveText(
    "Adds a seat: $14/month; your plan becomes 2 seats, $28/month. Viewers are free.",
  );
  await noSideways(page);

  // A viewer is free: the note goes.
  await page.getByRole("combobox", { name: "Role", exact: true }).click();
  await page.getByRole("option", { name: "Viewer" }).click();
  await expect(note).toHaveCount(0);
}

test("seats: the plan's seats and total, and the price of inviting a creator", async ({ page }) => {
  test.slow();
  await seatsJourney(page);
});

test.describe("on a 390x844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("seats: the same journey fits the phone", async ({ page }) => {
    test.slow();
    await seatsJourney(page);
  });
});
