import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { subscribeInTestMode } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";
import { smallClip, stillPng } from "./test-media";

// The email gate: a Pro Annual owner turns it on in the edit dialog; a signed-out visitor sees the
// video's title, thumbnail and sender and gives an email before the player loads (the page and the
// embed, framed by another origin without a console error), and the owner's insights name them.

const clip = () => smallClip(3);

const TITLE = "Codename Heron";
const DESCRIPTION = "Pricing for the northern region";
const SENDER = "Shared by Gail Gate";
const CONSENT =
  "The owner of this video will see your email address and how much of the video you watched.";

async function uploadPublic(page: Page): Promise<number> {
  const upload = await page.request.post("/api/videos/upload", {
    multipart: {
      title: TITLE,
      description: DESCRIPTION,
      isPrivate: "false",
      duration: "3",
      video: { name: "clip.webm", mimeType: "video/webm", buffer: readFileSync(await clip()) },
      thumbnail: {
        name: "thumbnail.png",
        mimeType: "image/png",
        buffer: readFileSync(await stillPng("gate-thumbnail.png")),
      },
    },
  });
  expect(upload.status()).toBe(201);
  return ((await upload.json()) as { id: number }).id;
}

/** The gate's preview: the title, the sender, and a thumbnail the browser could load. */
async function expectPreview(gate: Page | FrameLocator) {
  await expect(gate.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(gate.getByText(SENDER)).toBeVisible();
  const thumbnail: Locator = gate.getByTestId("gate-thumbnail");
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("email gate: the owner turns it on, a visitor gives an email, the player loads, and insights name them", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAsDev(page, "Gail Gate");
  await subscribeInTestMode(page, "yearly");
  const id = await uploadPublic(page);

  await page.goto(`/video/${id}`);
  await (await hydrated(page.getByRole("button", { name: "Edit" }))).click();
  const dialog = page.getByRole("dialog", { name: "Edit video" });
  const gate = dialog.getByRole("switch", { name: "Require email to watch" });
  await expect(gate).toBeEnabled();
  await expect(gate).toHaveAccessibleDescription(
    /Viewers outside your workspace enter their email/,
  );
  await gate.click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();

  // A signed-out visitor sees the form, the title, thumbnail and sender, and nothing else of the video.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const served = await visitor.request.get(`/video/${id}`);
  const html = await served.text();
  expect(html).toContain(SENDER);
  expect(html).not.toContain(DESCRIPTION);
  expect(html).not.toContain("/media/video");
  await visitor.goto(`/video/${id}`);
  await expect(visitor.getByRole("heading", { name: "Enter your email to watch" })).toBeVisible();
  await expect(visitor.getByText(CONSENT)).toBeVisible();
  await expectPreview(visitor);
  expect(await visitor.content()).not.toContain(DESCRIPTION);
  await expect(visitor.locator("video")).toHaveCount(0);

  // By keyboard: the email, then the optional name, then Enter.
  const email = await hydrated(visitor.getByLabel("Email"));
  await email.fill("pat@prospect.example");
  await visitor.getByLabel("Name (optional)").fill("Pat");
  await visitor.getByLabel("Name (optional)").press("Enter");
  await expect(visitor.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect
    .poll(() => visitor.locator("video").evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThan(0);

  // The visitor watches to the end: the beacon is filed under their email.
  const beacon = visitor.waitForResponse(
    (r) => r.url().endsWith(`/api/videos/${id}/watch`) && r.status() === 204,
  );
  await visitor.locator("video").evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await beacon;

  // Without an account they comment, and reply in the thread, as Pat.
  await (await hydrated(visitor.getByRole("textbox", { name: "Comment" }))).fill("Team pricing?");
  await visitor.getByRole("button", { name: "Post Comment" }).click();
  const thread = visitor.getByTestId("comment").filter({ hasText: "Team pricing?" }).first();
  await expect(thread).toContainText("Pat");
  await thread.getByRole("button", { name: "Reply", exact: true }).click();
  await visitor.getByRole("textbox", { name: "Reply" }).fill("Five seats to start.");
  await visitor.getByRole("button", { name: "Post Reply" }).click();
  await expect(visitor.getByRole("list", { name: "Replies" })).toContainText(
    "Five seats to start.",
  );
  await context.close();

  await page.goto(`/video/${id}`);
  // The owner's bell names them by the name and address they gave.
  await (await hydrated(page.getByRole("button", { name: /^Notifications/ }))).click();
  await expect(
    page.getByText(`Pat (pat@prospect.example) commented on ${TITLE}`).first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await (await hydrated(page.getByRole("tab", { name: "Insights" }))).click();
  const panel = page.getByTestId("insights-panel");
  await expect(
    panel.getByTestId("insights-viewer").filter({ hasText: "Pat (pat@prospect.example)" }),
  ).toBeVisible();

  // The embed, framed by another origin, shows the same gate and preview and plays in place,
  // without a console error on the host page.
  const host = createServer((_req, res) => {
    res.setHeader("content-type", "text/html");
    res.end(
      `<!doctype html><h1>Partner site</h1><iframe src="${baseURL}/embed/${id}" width="640" height="360"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  const embedContext = await browser.newContext();
  try {
    const partner = await embedContext.newPage();
    const errors: string[] = [];
    partner.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    partner.on("pageerror", (error) => errors.push(error.message));
    await partner.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`);
    const embed = partner.frameLocator("iframe");
    await expect(embed.getByRole("heading", { name: "Enter your email to watch" })).toBeVisible();
    await expectPreview(embed);
    expect(await embed.locator("body").innerHTML()).not.toContain(DESCRIPTION);
    await embed.getByLabel("Email").fill("lee@prospect.example");
    await embed.getByLabel("Email").press("Enter");
    await expect(embed.locator("video#video")).toBeAttached();
    await embed.getByRole("button", { name: "Play video" }).click();
    await expect
      .poll(() => embed.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    await embedContext.close();
    host.close();
  }
});
