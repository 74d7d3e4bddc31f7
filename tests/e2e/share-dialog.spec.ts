import { expect, test, type Page } from "@playwright/test";
import { uploadVideo } from "./billing-helpers";
import { signInAsDev } from "./helpers";

// The share dialog on the video page: who can watch a private video, and the system share sheet.

test("the share dialog of a private video says only the owner can watch, and shares it in one click", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Sam Share");
  const id = await uploadVideo(page, "Quiet launch", { isPrivate: true });
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/api/videos/${id}`)).status()).toBe(404);

  await page.goto(`/video/${id}`);
  await expect(page.getByText("Private", { exact: true })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Share video" });
  // The favourite button turns on once the page has hydrated and asked for its state.
  await expect(page.getByRole("button", { name: "Add to favorites" })).toBeEnabled({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Share" }).click();
  // The dialog's code loads on first use.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText("Only you can watch this video");
  await expect(dialog).not.toContainText("Anyone with this link can watch");
  const shareable = dialog.getByRole("switch", { name: "Make shareable" });
  await expect(shareable).not.toBeChecked();

  await shareable.focus();
  await page.keyboard.press("Space");
  await expect(shareable).toBeChecked({ timeout: 15_000 });
  await expect(dialog).toContainText("Anyone with this link can watch the video.");
  // The page behind the dialog reads the same cache.
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  expect((await visitor.request.get(`/api/videos/${id}`)).status()).toBe(200);

  // And back to private with a click.
  await shareable.click();
  await expect(shareable).not.toBeChecked({ timeout: 15_000 });
  await expect(dialog).toContainText("Only you can watch this video");
  expect((await visitor.request.get(`/api/videos/${id}`)).status()).toBe(404);
  await visitor.close();
});

test("'Share...' hands the title and link to the system share sheet, where the browser has one", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Shay Sheet");
  const title = "Sheet of the week";
  const id = await uploadVideo(page, title, { isPrivate: false });
  // The browser's own API, recording what it is given (headless Chromium may have no sheet).
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Reflect.set(window, "shareCalls", calls);
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const openShareDialog = async (tab: Page) => {
    await tab.goto(`/video/${id}`);
    await expect(tab.getByRole("button", { name: "Add to favorites" })).toBeEnabled({
      timeout: 30_000,
    });
    await tab.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = tab.getByRole("dialog", { name: "Share video" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    return dialog;
  };

  const dialog = await openShareDialog(page);
  await dialog.getByRole("button", { name: "Share...", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, "shareCalls") as ShareData[]))
    .toEqual([{ title, url: new URL(`/video/${id}`, page.url()).href }]);

  // A browser without a share sheet gets no button; the copy field and the links stay.
  const plain = await browser.newContext({ storageState: await page.context().storageState() });
  const plainPage = await plain.newPage();
  await plainPage.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "share"));
  const plainDialog = await openShareDialog(plainPage);
  await expect(plainDialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(plainDialog.getByRole("button", { name: "Share...", exact: true })).toHaveCount(0);
  await plain.close();
});
