import { expect, test, type Page } from "@playwright/test";
import { uploadVideo } from "./billing-helpers";
import { signInAsDev } from "./helpers";
import { recorder, pill } from "./recorder-helpers";

// No click is lost before hydration: controls that navigate are links (or forms) that work before
// the page's script has run; controls that need the script are visibly disabled until it has.
// Each page is opened on a CPU slowed 4x, as a mid-range phone, and its scripts are held back
// until the click has been made, so that the click really lands on the server's HTML.

/** Slows the page's CPU 4x (Chromium's DevTools protocol). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Holds the app's scripts back until `release()`: the page stays server HTML meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));

test("Start Creating opens the sign-in dialog when clicked before the landing page is ready", async ({
  page,
}) => {
  await throttle(page);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const start = page.getByRole("button", { name: "Start Creating" });
  await start.click();
  release();
  await expect(page.getByRole("dialog", { name: /sign in/i })).toBeVisible({ timeout: 30_000 });
  // The reload that carried the early click leaves no trace in the address.
  await expect(page).toHaveURL(/\/$/);
});

test("Record signed out asks to sign in: the 'Sign in required' toast and the sign-in dialog", async ({
  page,
}) => {
  await throttle(page);
  const release = await holdScripts(page);
  await page.goto("/terms", { waitUntil: "commit" });
  await page.getByRole("link", { name: "Record", exact: true }).click();
  release();
  await expect(page).toHaveURL(/\/record\?from=%2Fterms$/);
  await expect(page.getByText("Please sign in to start recording").first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("dialog", { name: /sign in/i })).toBeVisible();

  // Once the page knows the visitor is signed out (the header then offers Sign in), Record asks
  // right where they are.
  await page.goto("/terms");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => isHydrated(page, 'header a[href^="/record"]')).toBe(true);
  await page.getByRole("link", { name: "Record", exact: true }).click();
  await expect(page.getByText("Sign in required").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: /sign in/i })).toBeVisible();
  await expect(page).toHaveURL(/\/terms$/);
});

test("Record, Share and Subscribe each work when clicked right after navigation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDev(page, "Hana Hydrate");
  const id = await uploadVideo(page, "Early clicks", { isPrivate: false });
  await throttle(page);

  // Record on a video page: the recorder's own route, then back to the same page on Cancel.
  let release = await holdScripts(page);
  await page.goto(`/video/${id}?t=3`, { waitUntil: "commit" });
  await page.getByRole("link", { name: "Record", exact: true }).click();
  release();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await expect(page).toHaveURL(new RegExp(`/record\\?from=%2Fvideo%2F${id}$`));
  await expect(recorder(page)).toBeVisible({ timeout: 30_000 });
  await expect(pill(page)).toHaveText("Ready");
  await recorder(page).getByRole("button", { name: "Cancel" }).click();
  // A client navigation on the slowed CPU: its page's code and render, like the steps above.
  await expect(page).toHaveURL(new RegExp(`/video/${id}$`), { timeout: 30_000 });
  await expect(recorder(page)).toBeHidden();
  // Back does not reopen the recorder: its entry was replaced by the page it came from.
  await expect(page.getByRole("heading", { name: "Early clicks" })).toBeVisible();

  // Share: disabled on the server's HTML, works as soon as it is enabled.
  release = await holdScripts(page);
  await page.goto(`/video/${id}`, { waitUntil: "commit" });
  const share = page.getByRole("button", { name: "Share", exact: true });
  await expect(share).toBeDisabled();
  release();
  await share.click();
  await expect(page.getByRole("dialog", { name: "Share video" })).toBeVisible({ timeout: 30_000 });
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Subscribe: the same, and the click reaches the checkout.
  release = await holdScripts(page);
  await page.goto("/subscription", { waitUntil: "commit" });
  const subscribe = page.locator('button[data-plan="monthly"]');
  await expect(subscribe).toBeDisabled();
  release();
  await subscribe.click();
  await expect(page).toHaveURL(/\/checkout\/test\?plan=monthly$/, { timeout: 30_000 });
});

test("the older ?record=1 link opens the recorder's route", async ({ page }) => {
  await signInAsDev(page, "Olga Old Link");
  await page.goto("/terms?record=1");
  await expect(page).toHaveURL(/\/record\?from=%2Fterms$/, { timeout: 30_000 });
  await expect(recorder(page)).toBeVisible({ timeout: 30_000 });
});
