import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { toast, upload } from "./watch-helpers";

// Forms that explain themselves: the link expiry picker, sentences instead of field names, the
// attachment type taken from a pasted link, and AI controls on a server without AI (this server
// runs without OPENAI_API_KEY).

test.describe.configure({ mode: "serial" });

const DAY_MS = 86_400_000;

async function openEditDialog(page: Page, id: number) {
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("button", { name: "Edit", exact: true }))).click();
  const dialog = page.getByRole("dialog", { name: "Edit video" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseExpiry(page: Page, option: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: "Link expires" }).click();
  await page.getByRole("option", { name: option }).click();
}

const expiresAt = async (page: Page, id: number) =>
  ((await (await page.request.get(`/api/videos/${id}`)).json()) as { expiresAt: string | null })
    .expiresAt;

test("link expiry: presets, no past day, and errors as sentences", async ({ page }) => {
  // Three loads of the owner's page, each waiting for hydration: over a minute on a busy CI machine.
  test.slow();
  await signInAsDev(page, "Eve Expiry");
  const id = await upload(page, "Expiring demo", false);
  let dialog = await openEditDialog(page, id);

  // No AI on this server: an owner who does not run it gets no Enhance and no set-up talk (the
  // button is there only until the AI status arrives).
  await expect(dialog.getByLabel("Title", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Enhance title" })).toHaveCount(0);
  await expect(dialog.getByText("AI writing is not set up on this server")).toHaveCount(0);
  await expect(dialog.getByText(/OPENAI_API_KEY/)).toHaveCount(0);

  // A day: today is the earliest the date field offers, and an earlier one is refused here.
  await chooseExpiry(page, "On a date...");
  const day = dialog.getByLabel("Expiry date");
  const today = await page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });
  await expect(day).toHaveAttribute("min", today);
  await day.fill("2020-01-01");
  let patches = 0;
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().endsWith(`/api/videos/${id}`)) patches += 1;
  });
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Pick today or a later day: a link cannot expire in the past.",
  );
  expect(patches).toBe(0);

  // A preset: seven days from now.
  await chooseExpiry(page, "In 7 days");
  const before = Date.now();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  const set = new Date((await expiresAt(page, id)) ?? 0).getTime();
  expect(set).toBeGreaterThan(before + 7 * DAY_MS - 60_000);
  expect(set).toBeLessThan(Date.now() + 7 * DAY_MS + 60_000);

  // The set day is kept as it is unless changed, and Never removes it.
  dialog = await openEditDialog(page, id);
  await expect(dialog.getByRole("combobox", { name: "Link expires" })).toContainText("Keep");
  await chooseExpiry(page, "Never");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => expiresAt(page, id)).toBeNull();

  // The server's refusal reaches the owner as a sentence naming the field in words.
  dialog = await openEditDialog(page, id);
  await dialog.getByLabel("Button label").fill("Book");
  await dialog.getByLabel("Button link").fill("https://localhost/book");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await toast(page, "The button link must be an https address on a public website.");
  await expect(page.getByText(/cta\.url|Invalid cta/)).toHaveCount(0);
});

test("attachments: a pasted link picks its content type", async ({ page }) => {
  await signInAsDev(page, "Paul Paster");
  const id = await upload(page, "Paste things", false);
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("button", { name: "Add Attachment" }))).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "Embed" }).click();
  const type = dialog.getByLabel("Content type");
  const url = dialog.getByLabel("URL");
  const add = dialog.getByRole("button", { name: "Add Attachment" });

  for (const [link, expected] of [
    ["https://youtu.be/dQw4w9WgXcQ", "youtube"],
    ["https://docs.google.com/presentation/d/abc123/edit", "google-slides"],
    ["https://docs.google.com/spreadsheets/d/abc123/edit", "google-sheets"],
    ["https://x.com/jack/status/20", "tweet"],
    ["https://v0.dev/chat/abc", "v0"],
  ] as const) {
    await url.fill(link);
    await expect(type).toHaveValue(expected);
    await expect(dialog.getByText("Picked from the link. Change it if it is wrong.")).toBeVisible();
    await expect(add).toBeEnabled();
  }
  // A link of no known kind leaves the choice (required) to the owner.
  await url.fill("https://example.com/page");
  await expect(type).toHaveValue("");
  await expect(add).toBeDisabled();
  // A type picked by hand stays, whatever is pasted after it.
  await type.selectOption("website");
  await url.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await expect(type).toHaveValue("website");

  await type.selectOption("youtube");
  await add.click();
  await toast(page, "Attachment Added");
  await expect(page.getByTestId("attachment").first().locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0",
  );
});
