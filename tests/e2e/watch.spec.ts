import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";
import { png, toast, upload, videoState } from "./watch-helpers";

test.describe.configure({ mode: "serial" });

let sharedId = 0;
let privateId = 0;

test("the video page: header, player controls, shortcuts and speed", async ({ page }) => {
  await signInAsDev(page, "Wanda Watcher");
  sharedId = await upload(page, "Watch me <b>now</b>", false);
  privateId = await upload(page, "Top secret roadmap", true);

  await page.goto(`/video/${sharedId}`);
  await expect(page.getByRole("heading", { name: "Watch me <b>now</b>" })).toBeVisible();
  await expect(page.getByText("Public", { exact: true })).toBeVisible();
  await expect(page.getByText("No description provided")).toBeVisible();
  await expect(page.getByText("Wanda Watcher").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to favorites" })).toBeVisible();
  await expect(page.getByText("Visual Attachments")).toBeVisible();
  await page
    .locator("video")
    .evaluate((v: HTMLVideoElement) =>
      v.readyState >= 1
        ? null
        : new Promise((r) => v.addEventListener("loadedmetadata", r, { once: true })),
    );

  await (await hydrated(page.getByRole("button", { name: "Play", exact: true }))).click();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("Space");
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  const before = (await videoState(page)).time;
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(before + 4);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(async () => (await videoState(page)).time).toBeLessThan(before + 1);
  await page.keyboard.press("m");
  await expect.poll(async () => (await videoState(page)).muted).toBe(true);
  await expect(page.getByRole("button", { name: "Unmute" })).toBeVisible();
  await page.getByRole("button", { name: "Unmute" }).click();
  await expect.poll(async () => (await videoState(page)).muted).toBe(false);
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("f");
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.keyboard.press("f");
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  await page.getByLabel("Playback speed").selectOption("2");
  await expect.poll(async () => (await videoState(page)).rate).toBe(2);

  // Click-to-seek: the middle of the bar is about half-way.
  const bar = page.getByTestId("seek-bar");
  const box = await bar.boundingBox();
  if (!box) throw new Error("no seek bar");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(4);
  await expect(page.getByTestId("player-time")).toContainText("/ 00:12");

  // Shortcuts are ignored while typing.
  await page.getByRole("textbox", { name: "Comment" }).fill("");
  await page.getByRole("textbox", { name: "Comment" }).pressSequentially("m f");
  expect((await videoState(page)).muted).toBe(false);
  await expect(page.getByRole("textbox", { name: "Comment" })).toHaveValue("m f");
});

test("comments: post with the current time, seek from it, delete", async ({ page }) => {
  await signInAsDev(page, "Cora Commenter");
  // Someone else's private video is simply not found.
  const hidden = await page.goto(`/video/${privateId}`);
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Video Not Found" })).toBeVisible();
  await expect(page.getByText("Top secret roadmap")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
    "href",
    "/",
  );

  await page.goto(`/video/${sharedId}`);
  await expect(page.getByText("No comments yet")).toBeVisible();
  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.currentTime = 7.6;
  });
  await (
    await hydrated(page.getByRole("textbox", { name: "Comment" }))
  ).fill("<script>alert(1)</script> great part");
  await page.getByLabel("Add current timestamp").check();
  await page.getByRole("button", { name: "Post Comment" }).click();
  await toast(page, "Comment added");
  const comment = page.getByTestId("comment").first();
  await expect(comment).toContainText("Cora Commenter");
  await expect(comment).toContainText("<script>alert(1)</script> great part");
  await expect(page.getByRole("textbox", { name: "Comment" })).toHaveValue("");
  await expect(page.getByLabel("Add current timestamp")).not.toBeChecked();

  await page.locator("video").evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
  });
  await comment.getByRole("button", { name: "Jump to 00:07" }).click();
  await expect
    .poll(async () => Math.floor((await videoState(page)).time))
    .toBeGreaterThanOrEqual(7);

  await comment.getByRole("button", { name: "Delete comment" }).click();
  await expect(page.getByText("Are you sure you want to delete this comment?")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await toast(page, "Comment deleted");
  await expect(page.getByText("No comments yet")).toBeVisible();
});

test("attachments: add, edit and delete a YouTube embed and an image", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Ava Attacher");
  const id = await upload(page, "Attach things", false);
  await page.goto(`/video/${id}`);

  await (await hydrated(page.getByRole("button", { name: "Add Attachment" }))).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "Embed" }).click();
  await expect(dialog.getByRole("button", { name: "Add Attachment" })).toBeDisabled();
  await dialog.getByLabel("Content type").selectOption("youtube");
  await dialog.getByLabel("URL").fill("https://vimeo.com/1");
  await dialog.getByRole("button", { name: "Add Attachment" }).click();
  await toast(page, "Invalid YouTube URL");
  await dialog.getByLabel("URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s");
  await dialog.getByLabel("Caption (optional)").fill("The song");
  await dialog.getByLabel("Timestamp in seconds (optional)").fill("3");
  await dialog.getByRole("button", { name: "Add Attachment" }).click();
  await toast(page, "Attachment Added");
  const card = page.getByTestId("attachment").first();
  await expect(card.locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0&start=10",
  );
  await card.getByRole("button", { name: "Jump to 00:03" }).click();
  await expect.poll(async () => Math.round((await videoState(page)).time)).toBe(3);

  await card.getByRole("button", { name: "Edit attachment" }).click();
  await page.getByRole("dialog").getByLabel("Caption (optional)").fill("The best song");
  await page.getByRole("dialog").getByRole("button", { name: "Update Attachment" }).click();
  await toast(page, "Attachment Updated");
  await expect(card).toContainText("The best song");

  await page.getByRole("button", { name: "Add Attachment" }).click();
  await page
    .getByRole("dialog")
    .getByLabel("Image")
    .setInputFiles(await png());
  await page.getByRole("dialog").getByLabel("Caption (optional)").fill("A frame");
  await page.getByRole("dialog").getByRole("button", { name: "Add Attachment" }).click();
  await toast(page, "Attachment Added");
  const imageCard = page.getByTestId("attachment").nth(1);
  const image = imageCard.getByRole("img", { name: "A frame" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await imageCard.getByRole("button", { name: "Edit attachment" }).click();
  await page.getByRole("dialog").getByLabel("Timestamp in seconds (optional)").fill("2");
  await page.getByRole("dialog").getByRole("button", { name: "Update Attachment" }).click();
  await toast(page, "Attachment Updated");
  await expect(imageCard.getByRole("button", { name: "Jump to 00:02" })).toBeVisible();

  // A signed-out viewer gets the section (and its code) because there is something in it.
  const viewer = await browser.newPage();
  await viewer.goto(`/video/${id}`);
  await expect(viewer.getByTestId("attachment")).toHaveCount(2);
  await expect(viewer.getByRole("img", { name: "A frame" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Add Attachment" })).toHaveCount(0);
  await viewer.close();

  for (const target of [imageCard, card]) {
    await target.getByRole("button", { name: "Delete attachment" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await toast(page, "Attachment Deleted");
  }
  await expect(page.getByTestId("attachment")).toHaveCount(0);
});

test("another origin frames /embed/{id} and plays it", async ({ page, baseURL }) => {
  const host: Server = createServer((_req, res) => {
    res.setHeader("content-type", "text/html");
    res.end(
      `<!doctype html><h1>Partner site</h1><iframe src="${baseURL}/embed/${sharedId}" width="640" height="360"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = host.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const frame = page.frameLocator("iframe");
    await expect(frame.getByRole("link", { name: "Watch me <b>now</b>" })).toBeVisible();
    await expect(frame.getByLabel("Duration")).toHaveText("00:12");
    await frame.getByRole("button", { name: "Play video" }).click();
    await expect
      .poll(() => frame.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.5);
    expect(await frame.locator("video").getAttribute("controlslist")).toContain("nodownload");
    const scripts = await frame.locator("script[src]").count();
    expect(scripts).toBe(0);
  } finally {
    host.close();
  }
});

test("link previews: a shared video shows its card, a private one shows nothing", async ({
  request,
  baseURL,
}) => {
  const crawler = { "user-agent": "Twitterbot/1.0" };
  const shared = await request.get(`/video/${sharedId}`, { headers: crawler });
  expect(shared.status()).toBe(200);
  const html = await shared.text();
  expect(html).toContain(`<meta property="og:title" content="Watch me &lt;b&gt;now&lt;/b&gt;"/>`);
  expect(html).toMatch(
    new RegExp(
      `<meta property="og:image" content="${baseURL}/api/videos/${sharedId}/media/thumbnail\\?v=`,
    ),
  );
  expect(html).toContain(`<meta name="twitter:card" content="player"/>`);
  expect(html).toContain(`<meta name="twitter:player" content="${baseURL}/embed/${sharedId}"/>`);
  expect(html).toContain(`type="application/json+oembed"`);
  const oembed = await request.get(
    `/api/oembed?url=${encodeURIComponent(`${baseURL}/video/${sharedId}`)}`,
  );
  expect(await oembed.json()).toMatchObject({
    type: "video",
    provider_name: "Demoreel",
    title: "Watch me <b>now</b>",
  });
  const embed = await request.get(`/embed/${sharedId}`, { headers: crawler });
  expect(embed.headers()["content-security-policy"]).toBe("frame-ancestors *");
  expect(await embed.text()).toContain(
    `<meta name="twitter:player" content="${baseURL}/embed/${sharedId}">`,
  );
  expect(shared.headers()["content-security-policy"]).toBe("frame-ancestors 'self'");

  for (const path of [
    `/video/${privateId}`,
    `/videos/${privateId}`,
    `/embed/${privateId}`,
    `/api/videos/${privateId}`,
    `/api/oembed?url=${encodeURIComponent(`${baseURL}/video/${privateId}`)}`,
    `/api/videos/${privateId}/media/thumbnail`,
  ]) {
    const response = await request.get(path, { headers: crawler });
    expect(response.status(), path).toBe(404);
    const body = await response.text();
    expect(body, path).not.toContain("Top secret roadmap");
    expect(body, path).not.toContain("og:image");
  }
});

test("the share page's HTML has the activity tabs in place, not streamed in after the page", async ({
  request,
}) => {
  // A Suspense boundary there sent a skeleton in the aside and the tabs at the end of the document,
  // revealed after the first paint: the comments' sign-in prompt is the page's largest text.
  const html = await (await request.get(`/video/${sharedId}`)).text();
  const activity = html.slice(html.indexOf('aria-label="Activity"'), html.indexOf("</aside>"));
  expect(activity).toContain("Join the conversation");
  expect(activity).toContain('role="tablist"');
});
