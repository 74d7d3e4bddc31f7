import { expect, type Page } from "@playwright/test";

/** Signs in through the development provider, as a user would. */
export async function signInAsDev(
  page: Page,
  name = "Dana Demo",
  email = `dana-${Date.now()}@example.test`,
) {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign in", exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Successfully signed in").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Recordings" })).toBeVisible();
  return { name, email };
}
