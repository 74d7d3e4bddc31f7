import { expect, test, type Locator, type Page } from "@playwright/test";
import { subscribeInTestMode } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";
import { E2E_OPERATOR_EMAIL } from "./openai-e2e";
import { upload } from "./watch-helpers";

// What a new owner meets in the first week, at 1440x900 (and a phone for the viewer list): a first
// dashboard that says what to do, a Free plan's Tracked links tab, insights that agree with
// themselves, long viewer names beside the floating record button, the access badges on the owner's
// page, AI set-up talk for operators only, and a sign-in pitch that speaks of commenting.

test.use({ viewport: { width: 1440, height: 900 } });

const LONG_NAME = "Bartholomew Maximilian Featherstonehaugh-Worthington the Third";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** Both boxes are on screen and do not overlap. */
async function apart(a: Locator, b: Locator) {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error("a box is not rendered");
  const overlap =
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height;
  expect(overlap, `${JSON.stringify(one)} overlaps ${JSON.stringify(two)}`).toBe(false);
}

async function openInsights(page: Page, id: number) {
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("tab", { name: "Insights" }))).click();
  const panel = page.getByTestId("insights-panel");
  await expect(panel).toBeVisible();
  return panel;
}

test("a Free owner: first dashboard, Tracked links' plan note, insights and long viewer names", async ({
  page,
  browser,
}) => {
  test.slow();
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await signInAsDev(page, "Frida First");

  // The first dashboard says what to do and offers both ways in; its Upload opens the file picker.
  await expect(page.getByRole("heading", { name: "No videos found" })).toBeVisible();
  await expect(page.getByText(/^Record your screen and camera, or upload a video/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Record New Video" })).toBeVisible();
  const uploadHere = await hydrated(page.getByRole("button", { name: "Upload a video" }));
  const picker = page.waitForEvent("filechooser");
  await uploadHere.click();
  expect((await picker).isMultiple()).toBe(true);
  await shot(page, "01-first-dashboard");

  // Tracked links on Free: what they do, the plan that has them and View Plans; nothing refused.
  const id = await upload(page, "First week demo", false);
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("button", { name: "Share", exact: true }))).click();
  const share = page.getByRole("dialog", { name: "Share video" });
  await share.getByRole("tab", { name: "Tracked links" }).click();
  const note = share.getByTestId("tracked-links-plan-note");
  await expect(note).toContainText("Send each prospect their own link");
  await expect(note).toContainText("Advanced analytics needs Pro Annual.");
  await expect(note.getByRole("link", { name: "View Plans" })).toHaveAttribute(
    "href",
    "/subscription",
  );
  await expect(share.getByRole("button", { name: "Create tracked link" })).toHaveCount(0);
  await shot(page, "02-tracked-links-free");
  expect(refused).toEqual([]);
  await page.keyboard.press("Escape");

  // Nobody watched: no watch time beside 'No one has watched this video yet.'
  let panel = await openInsights(page, id);
  await expect(panel.getByText("No one has watched this video yet.")).toBeVisible();
  const watchTime = panel.locator("div", { has: page.getByText("Watch time", { exact: true }) });
  await expect(watchTime.locator("dd")).toHaveText("None yet");

  // A viewer with a long name watches 6 s.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signInAsDev(viewer, LONG_NAME);
  const beacon = await viewer.request.post(`/api/videos/${id}/watch`, {
    data: { sessionId: `first-week-${Date.now()}`, ranges: [[0, 6]], position: 6 },
  });
  expect(beacon.status()).toBe(204);
  await viewerContext.close();

  // The full name, wrapped, and the erase button clear of the floating record button.
  panel = await openInsights(page, id);
  const row = panel.getByTestId("insights-viewer").filter({ hasText: LONG_NAME });
  await expect(row).toBeVisible();
  const name = row.getByText(LONG_NAME, { exact: true });
  await expect(name).toHaveAttribute("title", LONG_NAME);
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const erase = row.getByRole("button", { name: `Erase ${LONG_NAME}` });
  await erase.scrollIntoViewIfNeeded();
  const floating = page.getByRole("link", { name: "Start recording" });
  await expect(floating).toBeVisible();
  await apart(erase, floating);
  // A keyboard user reaching it has it scrolled clear too.
  await erase.focus();
  await apart(erase, floating);
  await shot(page, "03-insights-long-name");

  // On a phone the name wraps inside the row and the erase button stays on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await erase.scrollIntoViewIfNeeded();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const box = await erase.boundingBox();
  expect(box && box.x + box.width <= 390).toBe(true);
  const nameBox = await name.boundingBox();
  expect(nameBox && nameBox.height > 20).toBe(true);
  await shot(page, "04-insights-phone");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Erased, the viewer leaves the list; the totals keep their watch time, and the text says so.
  await erase.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  await expect(panel.getByText(/^No viewers to list\. .*erased\.$/)).toBeVisible();
  await expect(panel.getByText("No one has watched this video yet.")).toHaveCount(0);
  await expect(watchTime.locator("dd")).not.toHaveText("None yet");
  await shot(page, "05-insights-after-erase");
  expect(refused).toEqual([]);
});

test("a Pro Annual owner's page shows the expiry and email gate badges; Tracked links opens", async ({
  page,
}) => {
  test.slow();
  await signInAsDev(page, "Paula Pro");
  await subscribeInTestMode(page, "yearly");
  const id = await upload(page, "Badged demo", false);
  const expiresAt = new Date(Date.now() + 9 * 24 * 3600 * 1000);
  const patched = await page.request.patch(`/api/videos/${id}`, {
    data: { expiresAt: expiresAt.toISOString(), emailGate: true },
  });
  expect(patched.status()).toBe(200);

  await page.goto(`/video/${id}`);
  const heading = page.getByRole("heading", { name: "Badged demo", level: 1 });
  await expect(heading).toBeVisible();
  const day = await page.evaluate(
    (iso) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" }),
    expiresAt.toISOString(),
  );
  const badges = page.getByRole("region", { name: "Badged demo" });
  await expect(badges.getByText(new RegExp(`^Expires ${day}(, \\d{4})?$`))).toBeVisible();
  await expect(badges.getByText("Email gate", { exact: true })).toBeVisible();
  await expect(badges.getByText("Public", { exact: true })).toBeVisible();
  await shot(page, "06-owner-badges");

  // With the plan, the tab is the form and the list (no plan note).
  await (await hydrated(page.getByRole("button", { name: "Share", exact: true }))).click();
  const share = page.getByRole("dialog", { name: "Share video" });
  await share.getByRole("tab", { name: "Tracked links" }).click();
  await expect(share.getByRole("button", { name: "Create tracked link" })).toBeVisible();
  await expect(share.getByTestId("tracked-links-plan-note")).toHaveCount(0);
});

test("AI set-up talk is for operators; the comments' sign-in speaks of commenting", async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsDev(page, "Olive Operator", E2E_OPERATOR_EMAIL);
  const id = await upload(page, "Operator demo", false);
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("button", { name: "Edit", exact: true }))).click();
  const edit = page.getByRole("dialog", { name: "Edit video" });
  await expect(edit.getByRole("button", { name: "Enhance title" })).toBeDisabled();
  await expect(edit.getByText("AI writing is not set up on this server")).toBeVisible();
  await shot(page, "07-operator-edit");
  await page.keyboard.press("Escape");

  // A signed-out visitor's comment sign-in: the dialog pitches commenting, not recording.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`/video/${id}`);
  await (
    await hydrated(visitor.getByRole("button", { name: "Continue with development sign-in" }))
  ).click();
  const dialog = visitor.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Sign in to comment" })).toBeVisible();
  await expect(dialog.getByText("Comment, reply and react on this video")).toBeVisible();
  await shot(visitor, "08-comment-sign-in");
  await visitor.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The header's Sign in keeps the general pitch.
  await visitor.getByRole("button", { name: "Sign in", exact: true }).first().click();
  await expect(dialog.getByRole("heading", { name: "Sign in to Demoreel" })).toBeVisible();
  await context.close();
});
