import { expect, test } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { recorder } from "./recorder-helpers";
import { upload } from "./watch-helpers";

// A phone (390x844) whose browser cannot capture the screen, as phone browsers cannot: the
// owner's watch page and the recorder.

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices as unknown as Record<string, unknown> | undefined;
    if (devices) {
      Object.defineProperty(devices, "getDisplayMedia", { value: undefined, configurable: true });
    }
  });
});

test("the owner's watch page: actions in one menu, the player in the first screen, comments one scroll away", async ({
  page,
}) => {
  await signInAsDev(page, "Olive Owner");
  const id = await upload(page, "Phone demo", false);
  await page.goto(`/video/${id}`);
  await expect(page.getByRole("heading", { name: "Phone demo" })).toBeVisible();

  // One row of actions: Favorite, Share and the menu; the rest are inside the menu.
  const more = await hydrated(page.getByRole("button", { name: "More actions" }));
  for (const name of ["Edit", "Delete", "Trim", "Change thumbnail"]) {
    await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);
  }
  const share = await page.getByRole("button", { name: "Share", exact: true }).boundingBox();
  const menuBox = await more.boundingBox();
  expect(Math.abs((share?.y ?? 0) - (menuBox?.y ?? 999))).toBeLessThan(4);

  // The player is wholly in the first screen.
  const player = await page.locator("video").boundingBox();
  expect(player).not.toBeNull();
  expect(player!.y + player!.height).toBeLessThanOrEqual(844);

  // One screen further down, the comments are there.
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  const comments = page.getByRole("tab", { name: /Comments/ });
  await expect(comments).toHaveAttribute("aria-selected", "true");
  await expect(comments).toBeInViewport();
  await expect(page.getByRole("textbox", { name: /comment/i }).first()).toBeInViewport();

  // The menu opens the owner's dialogs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await more.click();
  const menu = page.getByRole("menu");
  for (const name of ["Edit", "Download", "Change thumbnail", "Trim", "Delete"]) {
    await expect(menu.getByRole("menuitem", { name })).toBeVisible();
  }
  await menu.getByRole("menuitem", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit video" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Phone demo",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await more.click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
});

test("the recorder starts in Camera Only and says why the screen modes are off", async ({
  page,
}) => {
  await signInAsDev(page, "Cam Only");
  await page.goto("/?record=1");
  const dialog = recorder(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Camera Only")).toBeChecked();
  await expect(dialog.getByLabel("Screen + Camera")).toBeDisabled();
  await expect(dialog.getByLabel("Screen Only")).toBeDisabled();
  await expect(
    dialog.getByText(
      "This browser cannot record the screen (phone browsers do not allow it), so only Camera Only is available here.",
    ),
  ).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Recording Mode" })).toHaveAccessibleDescription(
    /cannot record the screen/,
  );
});
