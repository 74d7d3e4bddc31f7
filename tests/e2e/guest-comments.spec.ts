import { expect, test, type Browser, type Page } from "@playwright/test";
import { GUEST_COMMENTS_OFF } from "../../lib/comments/shared";
import { hydrated, signInAsDev } from "./helpers";
import { upload } from "./watch-helpers";

// A prospect on a plain share link answers without an account: a comment under their name, a
// reaction under the same name; the owner turns guests off from the Edit dialog.

/** A video the owner (signed in on `page`) shared, open in a new browser that has no account. */
async function prospectOnSharedVideo(page: Page, browser: Browser, owner: string, title: string) {
  await signInAsDev(page, owner);
  const id = await upload(page, `${title} ${Date.now()}`, false);
  const prospectContext = await browser.newContext();
  const prospect = await prospectContext.newPage();
  await prospect.goto(`/video/${id}`);
  return { id, prospectContext, prospect };
}

test("a prospect comments and reacts as a guest; the owner turns guests off", async ({
  page,
  browser,
}) => {
  const { id, prospectContext, prospect } = await prospectOnSharedVideo(
    page,
    browser,
    "Rhea Rep",
    "Guest answers",
  );
  // The prompt offers sign-in and, beside it, a guest's comment; the form loads when asked for.
  await expect(prospect.getByRole("form", { name: "Add a comment" })).toHaveCount(0);
  await (await hydrated(prospect.getByRole("button", { name: "Comment as a guest" }))).click();
  const form = prospect.getByRole("form", { name: "Add a comment" });
  await expect(form.getByLabel("Your name")).toBeFocused();
  await form.getByLabel("Your name").fill("Dana Reyes");
  await form.getByLabel("Email (optional)").fill("dana@acme.example");
  await form.getByLabel("Comment").fill("Can we get this for 50 seats?");
  await form.getByRole("button", { name: "Post Comment" }).click();
  const posted = prospect.getByTestId("comment").filter({ hasText: "50 seats" });
  await expect(posted).toContainText("Dana Reyes");
  await expect(posted).not.toContainText("dana@acme.example");

  // The name is remembered: the reaction goes under it without asking.
  await prospect.getByRole("button", { name: "React with 👍" }).click();
  await expect(prospect.getByRole("button", { name: "React with 👍 (1)" })).toBeVisible();
  await expect(prospect.getByRole("dialog", { name: "React as a guest" })).toHaveCount(0);

  // The owner sees the guest's comment, then turns guests off.
  await page.goto(`/video/${id}`);
  await expect(page.getByTestId("comment").filter({ hasText: "50 seats" })).toContainText(
    "Dana Reyes",
  );
  await (await hydrated(page.getByRole("button", { name: "Edit" }).first())).click();
  const dialog = page.getByRole("dialog", { name: "Edit video" });
  await dialog.getByLabel("Let viewers without an account comment and react").click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();

  // A new browser is told why it cannot comment, and offered sign-in instead.
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await later.goto(`/video/${id}`);
  await expect(later.getByText(GUEST_COMMENTS_OFF)).toBeVisible();
  await expect(later.getByRole("button", { name: "Comment as a guest" })).toHaveCount(0);
  await expect(later.getByRole("form", { name: "Add a comment" })).toHaveCount(0);
  await expect(later.getByText("Can we get this for 50 seats?")).toBeVisible();
  await prospectContext.close();
  await laterContext.close();
});

test("a new guest's first reaction asks their name once, then counts", async ({
  page,
  browser,
}) => {
  const { prospectContext, prospect } = await prospectOnSharedVideo(
    page,
    browser,
    "Remy Rep",
    "Guest reacts",
  );
  // The press loads reacting, which asks the name under which the reaction goes.
  await (await hydrated(prospect.getByRole("button", { name: "React with 🎉" }))).click();
  const dialog = prospect.getByRole("dialog", { name: "React as a guest" });
  await dialog.getByLabel("Your name").fill("Ines Ortiz");
  await dialog.getByRole("button", { name: "React" }).click();
  await expect(prospect.getByRole("button", { name: "React with 🎉 (1)" })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Remembered: the next press asks nothing.
  await prospect.getByRole("button", { name: "React with 👍", exact: true }).click();
  await expect(prospect.getByRole("button", { name: "React with 👍 (1)" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await prospectContext.close();
});
