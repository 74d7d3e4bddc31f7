import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { smallClip } from "./test-media";

const clip = () => smallClip(2);

test("a password-protected video: the owner sets it, a viewer unlocks the page and the embed by keyboard", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Paula Protect");
  const upload = await page.request.post("/api/videos/upload", {
    multipart: {
      title: "Codename Falcon",
      description: "",
      isPrivate: "false",
      duration: "2",
      video: { name: "clip.webm", mimeType: "video/webm", buffer: readFileSync(await clip()) },
    },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: number };

  // The owner sets a password and a call to action in the edit dialog.
  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("button", { name: "Edit" }))).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password", { exact: true }).fill("open sesame");
  await dialog.getByLabel("Button label").fill("Book a demo");
  await dialog.getByLabel("Button link").fill("https://example.com/book");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Password", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a demo" })).toBeVisible();

  const viewer = await browser.newContext();
  const visitor = await viewer.newPage();
  await visitor.goto(`/video/${id}`);
  await expect(
    visitor.getByRole("heading", { name: "This video is password protected" }),
  ).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "Password-protected video",
  );
  expect(await visitor.content()).not.toContain("Falcon");

  const field = visitor.getByLabel("Password");
  await field.fill("wrong guess");
  await field.press("Enter");
  await expect(visitor.getByText("Incorrect password")).toBeVisible();
  await field.fill("open sesame");
  await field.press("Enter");
  await expect(visitor.getByRole("heading", { name: "Codename Falcon" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Book a demo" })).toBeVisible();
  // The media element loads with the cookie.
  await expect
    .poll(() => visitor.locator("video").evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThan(0);
  await viewer.close();

  // The embed shows the same form and unlocks in place.
  const embedContext = await browser.newContext();
  const embed = await embedContext.newPage();
  await embed.goto(`/embed/${id}`);
  await expect(
    embed.getByRole("heading", { name: "This video is password protected" }),
  ).toBeVisible();
  await embed.getByLabel("Password").fill("open sesame");
  await embed.getByLabel("Password").press("Enter");
  await expect(embed.locator("video#video")).toBeAttached();
  await expect(embed.getByRole("link", { name: "Codename Falcon" })).toBeVisible();
  await embedContext.close();
});
