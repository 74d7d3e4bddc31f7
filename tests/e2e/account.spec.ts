import { expect, test, type Page } from "@playwright/test";
import { uploadVideo } from "./billing-helpers";
import { hydrated, SIGN_IN_WAIT, signInAsDev, signInThroughDialog } from "./helpers";

const ACCOUNT_PAGES = ["Settings", "Plans and billing", "Help"];

const accountMenuButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Your account" });

/** Signs in through the dialog the page offers (already open), as the given user. */
async function signInInDialog(page: Page, email: string, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Successfully signed in").first()).toBeVisible(SIGN_IN_WAIT);
}

test.describe("desktop, 1440x900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the avatar opens the account menu, by mouse and by keyboard", async ({ page }) => {
    await signInAsDev(page, "Mona Menu");
    const trigger = await hydrated(accountMenuButton(page));
    await trigger.click();
    const menu = page.getByRole("menu");
    // The workspaces come first (radio items, the current one checked), then the current one's
    // settings (the personal workspace has them too: its webhooks) and Create workspace.
    await expect(menu.getByRole("menuitemradio")).toHaveText([/^Personal/]);
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Workspace settings",
      "Create workspace",
      ...ACCOUNT_PAGES,
      "Logout",
    ]);
    await menu.getByRole("menuitem", { name: "Plans and billing" }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();

    // Keyboard: Enter opens it on the first entry (the current workspace), Escape closes it back
    // onto the avatar, the arrows walk down to Settings.
    await (await hydrated(accountMenuButton(page))).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(accountMenuButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Workspace settings" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Create workspace" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Settings", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

    await (await hydrated(accountMenuButton(page))).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText("Signed out").first()).toBeVisible();
    await expect(accountMenuButton(page)).toHaveCount(0);
  });

  test("a first sign-in is welcomed, a later one welcomed back", async ({ page }) => {
    const { email } = await signInThroughDialog(page, "Nina New");
    await expect(page.getByText("Welcome to Demoreel, Nina New!").first()).toBeVisible();
    await (await hydrated(page.getByRole("button", { name: "Logout" }))).click();
    await expect(page.getByText("Signed out").first()).toBeVisible();
    await signInThroughDialog(page, "Nina New", email);
    await expect(page.getByText("Welcome back, Nina New!").first()).toBeVisible();
  });

  test("the owner's four video tabs fit one row beside the player", async ({ page }) => {
    await signInAsDev(page, "Tara Tabs");
    const id = await uploadVideo(page, "Tab row", { isPrivate: true });
    await page.goto(`/video/${id}`);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText([/^AI Document/, /^Transcript/, /^Comments/, /^Insights/]);
    // Until the tabs' code has loaded and hydrated, a change of their props (processing can still
    // be finishing the upload) shows their loading skeleton in place of the server's tabs for a
    // moment: the layout is asserted on the four tabs, whenever they are there.
    await hydrated(tabs.last());
    const rows = () =>
      tabs.evaluateAll((els) =>
        els.length === 4 ? new Set(els.map((el) => el.getBoundingClientRect().top)).size : -1,
      );
    await expect.poll(rows).toBe(1);
  });
});

test.describe("phone, 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the phone menu lists the account's pages beside Dashboard, Record and Logout", async ({
    page,
  }) => {
    await signInAsDev(page, "Pia Phone");
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
    await (await hydrated(menuButton)).click();
    const items = page.getByRole("menu").getByRole("menuitem");
    await expect(items).toHaveText([
      "Dashboard",
      "Record",
      "Workspace settings",
      "Create workspace",
      ...ACCOUNT_PAGES,
      "Logout",
    ]);
    await page.getByRole("menuitem", { name: "Help" }).click();
    await expect(page).toHaveURL(/\/help$/);

    // The avatar's menu works on a phone too.
    await (await hydrated(accountMenuButton(page))).click();
    await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText([
      "Workspace settings",
      "Create workspace",
      ...ACCOUNT_PAGES,
      "Logout",
    ]);
  });
});

test("a private video opened signed out offers sign-in, which shows it to its owner", async ({
  page,
  browser,
}) => {
  const { email } = await signInAsDev(page, "Owen Owner");
  const id = await uploadVideo(page, "Owner only", { isPrivate: true });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const response = await visitor.goto(`/video/${id}`);
  expect(response?.status()).toBe(404);
  const main = visitor.getByRole("main");
  await expect(main.getByRole("heading", { name: "Video Not Found" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Return to Dashboard" })).toBeVisible();
  await (await hydrated(main.getByRole("button", { name: "Sign in" }))).click();
  await signInInDialog(visitor, email, "Owen Owner");
  await expect(visitor.getByRole("heading", { name: "Owner only" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Sign in" })).toHaveCount(0);
  await context.close();

  // Signed in as someone else: the same page, without the sign-in offer.
  const strangers = await browser.newContext();
  const stranger = await strangers.newPage();
  await signInAsDev(stranger, "Stella Stranger");
  await stranger.goto(`/video/${id}`);
  await expect(stranger.getByRole("heading", { name: "Video Not Found" })).toBeVisible();
  await expect(
    stranger.getByRole("banner").getByRole("button", { name: "Your account" }),
  ).toBeVisible();
  await expect(stranger.getByRole("main").getByRole("button", { name: "Sign in" })).toHaveCount(0);
  await strangers.close();
});

test("the comment prompt names the sign-in the server offers, not Google", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Cora Comments");
  const id = await uploadVideo(page, "Open for comments", { isPrivate: false });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/video/${id}`);
  // The test server offers only the development sign-in.
  const prompt = visitor.getByRole("button", { name: "Continue with development sign-in" });
  await (await hydrated(prompt)).click();
  await expect(visitor.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await signInInDialog(visitor, `cid-${Date.now()}@example.test`, "Cid Commenter");
  await expect(visitor.getByRole("button", { name: "Post Comment" })).toBeVisible();
  await context.close();
});
