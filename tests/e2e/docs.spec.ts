import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";

test("the user guide's pages are prerendered: listed as static in the build", () => {
  const manifest = JSON.parse(readFileSync(path.join(".next", "prerender-manifest.json"), "utf8"));
  const routes = Object.keys((manifest as { routes: Record<string, unknown> }).routes);
  for (const route of ["/docs", "/docs/getting-started", "/docs/rest-api", "/docs/self-hosting"]) {
    expect(routes).toContain(route);
  }
});

test("'View Documentation' opens the guide; a page's table of contents jumps to its heading", async ({
  page,
}) => {
  await page.goto("/help");
  await page.getByRole("link", { name: "View Documentation" }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole("heading", { name: "Documentation", level: 1 })).toBeVisible();

  const pages = page.getByRole("navigation", { name: "Documentation pages" });
  await pages.getByRole("link", { name: "Sharing and privacy" }).click();
  await expect(page).toHaveURL(/\/docs\/sharing-and-privacy$/);
  await expect(page.getByRole("heading", { name: "Sharing and privacy", level: 1 })).toBeVisible();
  await expect(pages.getByRole("link", { name: "Sharing and privacy" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const heading = page.getByRole("heading", { name: "Passwords, expiry and downloads" });
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Passwords, expiry and downloads" })
    .click();
  await expect(page).toHaveURL(/#passwords-expiry-and-downloads$/);
  await expect(heading).toBeInViewport();

  // The REST API page links to the OpenAPI document.
  await page.goto("/docs/rest-api");
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute(
    "href",
    "/api/openapi.json",
  );
});

test("the guide fits a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/docs/self-hosting");
  await expect(page.getByRole("heading", { name: "Self-hosting", level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the Help Center's search finds the guide's pages by title and heading", async ({ page }) => {
  await page.goto("/help");
  const search = await hydrated(page.getByLabel("Search help articles"));
  await search.fill("tracked links");
  const results = page.getByRole("region", { name: "Documentation" });
  await results.getByRole("link", { name: /Analytics and notifications/ }).click();
  await expect(page).toHaveURL(/\/docs\/analytics-and-notifications#tracked-links$/);
  await expect(page.getByRole("heading", { name: "Tracked links" })).toBeInViewport();
});

test("'Contact Support' sends a request and confirms it", async ({ page }) => {
  await signInAsDev(page, "Suki Support");
  await page.goto("/help");
  await (await hydrated(page.getByRole("button", { name: "Contact Support" }))).click();
  const dialog = page.getByRole("dialog", { name: "Contact Support" });
  // The form says what is missing before anything is sent.
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(dialog.getByText("Please enter a subject")).toBeVisible();
  await expect(dialog.getByLabel("Subject")).toBeFocused();

  await dialog.getByLabel("Subject").fill("Where is my video?");
  await dialog.getByLabel("Message").fill("I saved a recording and cannot find it.");
  await dialog.getByLabel("Video link (optional)").fill("https://example.test/video/1");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("'Contact Support' asks a signed-out visitor to sign in", async ({ page }) => {
  await page.goto("/help");
  await (await hydrated(page.getByRole("button", { name: "Contact Support" }))).click();
  const dialog = page.getByRole("dialog", { name: "Contact Support" });
  await expect(dialog.getByRole("button", { name: "Sign in" })).toBeVisible();
});
