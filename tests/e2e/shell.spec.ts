import { expect, test } from "@playwright/test";
import { hydrated, signInThroughDialog } from "./helpers";

test("the signed-out landing page offers sign-in and plans", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start Creating" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Plans" }).first()).toHaveAttribute(
    "href",
    "/subscription",
  );
  await expect(page.getByText("Free Trial").first()).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByText(`© ${year}`)).toBeVisible();
  await page.getByRole("link", { name: "View Plans" }).first().click();
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
});

test("development sign-in shows the signed-in shell, and sign-out returns to the landing page", async ({
  page,
}) => {
  const { name } = await signInThroughDialog(page);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Recordings" })).toBeVisible();
  await (await hydrated(page.getByRole("button", { name: "Logout" }))).click();
  await expect(page.getByText("Signed out").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Creating" })).toBeVisible();
});

test("another open tab follows a sign-in and a sign-out without a reload", async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto("/terms");
  const otherHeader = other.getByRole("banner");
  // Shown once that tab has read its session, so it listens for the other tabs by then.
  await expect(otherHeader.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

  await signInThroughDialog(page, "Tess Tabs");
  await expect(otherHeader.getByRole("button", { name: "Your account" })).toBeVisible();

  await (await hydrated(page.getByRole("button", { name: "Logout" }))).click();
  await expect(page.getByText("Signed out").first()).toBeVisible();
  await expect(otherHeader.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(otherHeader.getByRole("button", { name: "Your account" })).toHaveCount(0);
});

test("unknown paths show the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a page prerendered by a build without configuration signs in with the server's methods", async ({
  page,
}) => {
  // The build ran with an empty environment (playwright.config.ts); the server runs with
  // AUTH_DEV_LOGIN=1, and /help is prerendered.
  await page.goto("/help");
  await (
    await hydrated(page.getByRole("button", { name: "Sign in", exact: true }).first())
  ).click();
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Continue with development sign-in" }),
  ).toBeVisible();
  await dialog.getByLabel("Email").fill(`prerendered-${Date.now()}@example.test`);
  await dialog.getByLabel("Name").fill("Pat Prerendered");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Successfully signed in").first()).toBeVisible();
});

test("/login redirects to /", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
});

test("help search filters, clears and shows the empty message", async ({ page }) => {
  await page.goto("/help");
  const search = page.getByRole("searchbox").or(page.getByLabel("Search help articles"));
  await (await hydrated(search.first())).fill("zzzz-no-match");
  await expect(page.getByText(/No results found/)).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(search.first()).toHaveValue("");
  await search.first().fill("embed");
  await expect(page.getByText(/embed/i).first()).toBeVisible();
  await expect(
    page
      .getByRole("button", { name: "Contact Support" })
      .or(page.getByRole("link", { name: "Contact Support" })),
  ).toBeVisible();
});

test("legal pages carry their date and a way home", async ({ page }) => {
  for (const path of ["/privacy-policy", "/terms"]) {
    await page.goto(path);
    await expect(page.getByText("March 1, 2025")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  }
});

test("the theme choice persists across reloads", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await (await hydrated(page.getByRole("button", { name: "Toggle theme" }))).click();
  await page.getByRole("menuitem", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("pages refuse framing except the embed", async ({ request }) => {
  const response = await request.get("/help");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
});
