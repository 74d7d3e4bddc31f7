import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { uploadVideo } from "./billing-helpers";
import { CURRENT_WORKSPACE_COOKIE } from "../../lib/workspaces/shared";
import { hydrated, signInAsDev, signInThroughApi, signInThroughDialog } from "./helpers";

// Phones, the return from checkout, the sign-in toasts, text contrast and the tabs' keyboard.

// The narrowest and widest phones checked page by page; 390 px (the reported overflows) on the
// landing page and the owner's video tabs.
const PHONE_WIDTHS = [360, 414];
const REPORTED_WIDTH = 390;
const PHONE_HEIGHT = 780;
const TEAM_NAME = "Phone Team";
// Ten folders make the strip several phone widths long.
const FOLDER_COUNT = 10;

/** The document must not be wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${label} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
}

/** Opens a page with the header and waits until the session-dependent part has rendered. */
async function openShellPage(page: Page, path: string, signedIn: boolean) {
  await page.goto(path);
  const header = page.getByRole("banner").first();
  await expect(header.getByRole("button", { name: "Menu" })).toBeVisible();
  if (signedIn) await expect(header.getByRole("button", { name: "Notifications" })).toBeVisible();
  else await expect(header.getByRole("button", { name: "Sign in", exact: true })).toBeInViewport();
}

test("no page scrolls sideways at 360-414 px, and the header folds into a menu", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signInAsDev(page, "Phoebe Phone");
  const title = "A rather long title for a demo recording watched on a small phone screen";
  const shared = await uploadVideo(page, title, { isPrivate: false });
  await uploadVideo(page, "Private take", { isPrivate: true });

  // Every route of docs/product/routes-and-screens.md with the shell; /login redirects to / and
  // /home is / signed in. Signed in, the video pages are the owner's (tabs with Insights).
  const shellPages = [
    "/",
    "/terms",
    "/privacy-policy",
    "/help",
    "/subscription",
    "/settings",
    "/settings/workspace",
    "/invites/no-such-invite",
    "/unsubscribe",
    `/video/${shared}`,
    `/videos/${shared}`,
    "/login",
    "/no-such-page",
  ];
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.setViewportSize({ width: REPORTED_WIDTH, height: PHONE_HEIGHT });
  await openShellPage(visitorPage, "/", false);
  await expectNoSidewaysScroll(visitorPage, `the landing page at ${REPORTED_WIDTH} px`);

  // The same owner in a team workspace of their own, made current as the switcher does (cookie).
  const workspace = await page.request.post("/api/workspaces", { data: { name: TEAM_NAME } });
  expect(workspace.status()).toBe(201);
  const { id: workspaceId } = (await workspace.json()) as { id: number };
  for (let index = 1; index <= FOLDER_COUNT; index += 1) {
    const folder = await page.request.post(`/api/workspaces/${workspaceId}/folders`, {
      data: { name: `Customer calls ${index}`, parentId: null },
    });
    expect(folder.status()).toBe(201);
  }
  const teamContext = await browser.newContext({
    storageState: await page.context().storageState(),
  });
  await teamContext.addCookies([
    { name: CURRENT_WORKSPACE_COOKIE, value: String(workspaceId), url: page.url() },
  ]);
  const team = await teamContext.newPage();
  const teamLibrary = team.getByRole("region", { name: TEAM_NAME });
  const folderStrip = team.getByRole("navigation", { name: "Folders" });

  // The owner's tabs stay on one row at the reported width, and the row scrolls to a tab the
  // keyboard reaches.
  await page.setViewportSize({ width: REPORTED_WIDTH, height: PHONE_HEIGHT });
  await page.goto(`/video/${shared}`);
  const tabs = page.getByRole("tablist").getByRole("tab");
  await expect(tabs).toHaveCount(4);
  const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tops).size, `the tabs' rows at ${REPORTED_WIDTH} px`).toBe(1);
  await expectNoSidewaysScroll(page, `the owner's video page at ${REPORTED_WIDTH} px`);
  const comments = await hydrated(page.getByRole("tab", { name: /^Comments/ }));
  await comments.focus();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: /^Insights/ })).toBeInViewport();

  for (const width of PHONE_WIDTHS) {
    for (const tab of [page, visitorPage]) {
      await tab.setViewportSize({ width, height: PHONE_HEIGHT });
      const signedIn = tab === page;
      for (const path of shellPages) {
        await openShellPage(tab, path, signedIn);
        await expectNoSidewaysScroll(
          tab,
          `${path} at ${width} px (signed ${signedIn ? "in" : "out"})`,
        );
      }
      // The pages without the shell.
      await tab.goto(`/embed/${shared}`);
      await expect(tab.locator("video")).toBeVisible();
      await expectNoSidewaysScroll(tab, `/embed at ${width} px`);
      await tab.goto("/checkout/test?plan=monthly");
      await expect(tab.getByRole("heading", { name: "Checkout" })).toBeVisible();
      await expectNoSidewaysScroll(tab, `/checkout/test at ${width} px`);
      await tab.goto("/auth/popup");
      await expect(tab.getByText("This sign-in link is not valid.")).toBeVisible();
      await expectNoSidewaysScroll(tab, `/auth/popup at ${width} px`);
      // It closes itself only in a window with no history of its own (a popup); this tab has one.
      await tab.goto("/auth/popup/done");
      await expect(tab.getByRole("heading", { name: "You are signed in" })).toBeVisible();
      await expectNoSidewaysScroll(tab, `/auth/popup/done at ${width} px`);
      // The recorder covers the page signed in; signed out it asks to sign in.
      await tab.goto("/record");
      await expect(
        signedIn
          ? tab.getByRole("dialog", { name: "Recorder" })
          : tab.locator("#record-sign-in-heading"),
      ).toBeVisible({ timeout: 30_000 });
      await expectNoSidewaysScroll(
        tab,
        `/record at ${width} px (signed ${signedIn ? "in" : "out"})`,
      );
    }
    // A team workspace's library with more folders than a phone is wide.
    await team.setViewportSize({ width, height: PHONE_HEIGHT });
    await openShellPage(team, "/", true);
    await expect(teamLibrary.getByRole("heading", { name: TEAM_NAME, level: 1 })).toBeVisible();
    await expect(folderStrip.getByTestId("folder-entry")).toHaveCount(FOLDER_COUNT + 2);
    await expectNoSidewaysScroll(team, `the team library at ${width} px`);
    // The strip scrolls inside its own box instead.
    const strip = await folderStrip
      .getByRole("list")
      .evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
    expect(strip.scroll).toBeGreaterThan(strip.client);

    // The dashboard with its cards, the uploads included.
    await openShellPage(page, "/", true);
    await expect(page.getByText(title).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `the dashboard at ${width} px`);
  }

  // The menu works from the keyboard and holds what the header dropped.
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Record" })).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeVisible();
  await menu.getByRole("menuitemradio", { name: "Dark" }).press("Enter");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await menuButton.press("Enter");
  await menu.getByRole("menuitem", { name: "Logout" }).press("Enter");
  await expect(page.getByText("Signed out").first()).toBeVisible();
  await visitor.close();
  await teamContext.close();
});

test("back from checkout the plan shows at once and turns active when the payment lands", async ({
  page,
}) => {
  await signInAsDev(page, "Pat Payer");
  await page.goto("/subscription?checkout=success&plan=yearly");
  const pending = page.getByTestId("checkout-pending");
  await expect(pending).toContainText("activating Pro Annual");
  await expect(page.getByTestId("subscription-status")).toHaveCount(0);

  // What the Stripe webhook does, done by the local checkout's confirmation.
  const confirmed = await page.request.post("/api/checkout/test/confirm", {
    data: { planId: "yearly" },
  });
  expect(confirmed.status()).toBe(200);

  // No reload: the page polls the status.
  await expect(page.getByTestId("subscription-status")).toContainText("Pro Annual");
  await expect(pending).toHaveCount(0);
  await expect(page.getByText("Subscription activated").first()).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
});

test("a sign-in that came back from a redirect says 'Successfully signed in'", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("button", { name: "Sign in", exact: true }).first()).toBeVisible();
  // The redirect fallback marks the tab before leaving (components/auth/popup-messages.ts); the
  // provider's round trip is stood in for by signing in with the development provider's API.
  await page.evaluate(() => window.sessionStorage.setItem("demoreel:redirect-sign-in", "1"));
  await signInThroughApi(page.request, `rita-${Date.now()}@example.test`, "Rita Redirect");

  await page.goto("/");
  await expect(page.getByText("Successfully signed in").first()).toBeVisible();
  // Her first sign-in: a new account is welcomed, not welcomed back.
  await expect(page.getByText("Welcome to Demoreel, Rita Redirect!").first()).toBeVisible();
  // Once only.
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Recordings" })).toBeVisible();
  await expect(page.getByText("Successfully signed in")).toHaveCount(0);
});

test("a failed session check shows 'Authentication error'", async ({ page }) => {
  // The error is for a browser that had a session: the shell notes that once it has seen one,
  // which the dialog's sign-in waits for (its toast) and a sign-in over HTTP does not.
  await signInThroughDialog(page, "Eve Error");
  await page.route("**/api/auth/session", (route) => route.abort("connectionfailed"));
  await page.goto("/help");
  await expect(page.getByText("Authentication error").first()).toBeVisible();
});

/** Text contrast (WCAG AA) of what is on screen. */
async function expectReadableText(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
  const failures = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  );
  expect(failures, label).toEqual([]);
}

test("text contrast passes axe on the landing page and the video page, dark and light", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Cora Contrast");
  const id = await uploadVideo(page, "Readable", { isPrivate: false });
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();

  await visitorPage.goto("/terms");
  for (const theme of ["dark", "light"]) {
    for (const tab of [page, visitorPage]) {
      await tab.evaluate((value) => window.localStorage.setItem("theme", value), theme);
    }
    await visitorPage.goto("/");
    await expect(
      visitorPage.getByRole("button", { name: "Sign in", exact: true }).first(),
    ).toBeVisible();
    await expect(visitorPage.locator("html")).toHaveClass(new RegExp(theme));
    await expectReadableText(visitorPage, `landing page (${theme})`);

    // The shared page as a visitor sees it, and as its owner (Edit, Delete, insights).
    for (const [tab, who] of [
      [visitorPage, "visitor"],
      [page, "owner"],
    ] as const) {
      await tab.goto(`/video/${id}`);
      await expect(tab.getByRole("heading", { name: "Readable" })).toBeVisible();
      await expect(tab.locator("html")).toHaveClass(new RegExp(theme));
      await expectReadableText(tab, `video page, ${who} (${theme})`);
    }
  }
  await visitor.close();
});

test("the video page's tabs follow the keyboard: one Tab stop, the arrows, Home and End select", async ({
  page,
}) => {
  await signInAsDev(page, "Kai Keys");
  const id = await uploadVideo(page, "Keyed tabs", { isPrivate: true });
  await page.goto(`/video/${id}`);
  const tab = (name: RegExp) => page.getByRole("tab", { name });
  const comments = await hydrated(tab(/^Comments/));
  await expect(comments).toBeEnabled();
  await expect(comments).toHaveAttribute("aria-selected", "true");
  // Only the selected tab is in the Tab order; its panel is named by it.
  await expect(page.getByRole("tablist").getByRole("tab")).toHaveCount(4);
  await expect(tab(/^Transcript/)).toHaveAttribute("tabindex", "-1");
  await expect(page.getByRole("tabpanel", { name: /^Comments/ })).toBeVisible();

  await comments.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(/^Transcript/)).toBeFocused();
  await expect(tab(/^Transcript/)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: /^Transcript/ })).toBeVisible();
  await page.keyboard.press("Home");
  await expect(tab(/^AI Document/)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tab(/^Insights/)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await page.keyboard.press("End");
  await expect(tab(/^Insights/)).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: /^Insights/ })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
});
