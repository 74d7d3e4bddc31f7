import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import { hydrated, signInAsDev, uploadPublicWebm } from "./helpers";
import { smallClip } from "./test-media";

const clip = () => smallClip(2);

const uploadShared = async (page: Page, title: string) =>
  uploadPublicWebm(page, { file: await clip(), name: "clip.webm", title, duration: 2 });

/** An owner signed in on `page` shares a video; a new signed-out context will watch it. */
async function sharedVideoForViewer(page: Page, browser: Browser, owner: string, title: string) {
  await signInAsDev(page, owner);
  const video = await uploadShared(page, title);
  const viewerContext = await browser.newContext();
  return { video, viewerContext, viewer: await viewerContext.newPage() };
}

test("the prerendered pages are listed as static in the build", () => {
  const distDir = ".next";
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  const routes = Object.keys((manifest as { routes: Record<string, unknown> }).routes);
  for (const route of ["/", "/terms", "/privacy-policy", "/help"]) expect(routes).toContain(route);
});

test("a signed-in user's / is the dashboard from the first byte, never the landing page", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Fran First");
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain('id="hero-heading"');
  const signedOut = await browser.newContext();
  expect(await (await signedOut.request.get("/")).text()).toContain('id="hero-heading"');
  await signedOut.close();
});

test("owner controls stay the owner's; edits, a privacy flip and a delete show on the next request", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsDev(page, "Owen Owner");
  const video = await uploadShared(page, "Cached for all");
  const pagePath = `/video/${video.id}`;
  const oembedPath = `/api/oembed?url=${encodeURIComponent(`${baseURL}${pagePath}`)}`;

  await page.goto(pagePath);
  await expect(page.getByRole("heading", { name: "Cached for all" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signInAsDev(viewer, "Vera Viewer");
  await viewer.goto(pagePath);
  await expect(viewer.getByRole("heading", { name: "Cached for all" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(viewer.getByText("Owen Owner").first()).toBeVisible();

  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.newPage();
  await anonymous.goto(pagePath);
  await expect(anonymous.getByRole("heading", { name: "Cached for all" })).toBeVisible();
  await expect(anonymous.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(anonymous.getByRole("button", { name: "Delete" })).toHaveCount(0);

  const edit = (data: Record<string, unknown>) =>
    page.request.patch(`/api/videos/${video.id}`, { data });
  expect((await edit({ title: "Renamed for all" })).status()).toBe(200);
  const get = (p: string) => anonymousContext.request.get(p);
  expect(await (await get(pagePath)).text()).toContain("Renamed for all");
  expect(await (await get(`/embed/${video.id}`)).text()).toContain("Renamed for all");
  expect(((await (await get(oembedPath)).json()) as { title: string }).title).toBe(
    "Renamed for all",
  );

  expect((await edit({ isPrivate: true })).status()).toBe(200);
  for (const p of [pagePath, `/embed/${video.id}`, oembedPath, video.videoUrl])
    expect((await get(p)).status(), p).toBe(404);
  await expect(page.goto(pagePath)).resolves.toBeTruthy();
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();

  expect((await edit({ isPrivate: false })).status()).toBe(200);
  expect((await get(pagePath)).status()).toBe(200);
  expect((await page.request.delete(`/api/videos/${video.id}`)).status()).toBe(200);
  for (const p of [pagePath, `/embed/${video.id}`, oembedPath, video.videoUrl])
    expect((await get(p)).status(), p).toBe(404);

  await viewerContext.close();
  await anonymousContext.close();
});

const KEPT_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=240";

test("a shared page is one HTML for every viewer: viewer parts come after hydration, the internal path is 404", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Kim Keeper");
  const video = await uploadShared(page, "One page for all");
  const pagePath = `/video/${video.id}`;

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signInAsDev(viewer, "Val Viewer");
  await viewer.goto(pagePath);
  await viewer.getByRole("button", { name: "Add to favorites" }).click();
  await expect(viewer.getByRole("button", { name: "Remove from favorites" })).toBeVisible();

  // Whoever asks, the server's HTML is the signed-out page: no owner controls, no favourite.
  for (const request of [page.request, viewerContext.request]) {
    const response = await request.get(pagePath);
    expect(response.headers()["cache-control"]).toBe(KEPT_PAGE_CACHE);
    const html = await response.text();
    expect(html).toContain("One page for all");
    expect(html).not.toContain("Edit</button>");
    expect(html).not.toContain("favorites");
  }

  // The owner's controls come from the browser's session on the very same page.
  await page.goto(pagePath);
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to favorites" })).toBeVisible();

  // A second viewer never sees the first viewer's favourite.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signInAsDev(second, "Sam Second");
  await second.goto(pagePath);
  await expect(second.getByRole("button", { name: "Add to favorites" })).toBeVisible();
  await expect(second.getByRole("button", { name: "Edit" })).toHaveCount(0);

  const direct = await secondContext.request.get(`/video-version/${video.id}/1`);
  expect(direct.status()).toBe(404);

  expect(
    (await page.request.patch(`/api/videos/${video.id}`, { data: { isPrivate: true } })).status(),
  ).toBe(200);
  const closed = await page.request.get(pagePath);
  expect(closed.headers()["cache-control"]).toContain("no-store");
  expect(await closed.text()).toContain("Edit</button>");

  await viewerContext.close();
  await secondContext.close();
});

test("the visibility badge's tooltip loads on first use: by hover after the delay, by keyboard focus at once", async ({
  page,
  browser,
}) => {
  const shared = await sharedVideoForViewer(page, browser, "Tia Tooltip", "Tooltips on demand");
  const { video, viewerContext, viewer } = shared;
  const tooltipScripts: string[] = [];
  viewer.on("request", (request) => {
    if (request.resourceType() === "script") tooltipScripts.push(request.url());
  });
  await viewer.goto(`/video/${video.id}`);
  const badge = await hydrated(viewer.getByTestId("visibility-badge"));
  await expect(badge).toHaveText("Public");
  const meaning = viewer.getByRole("tooltip");
  await expect(meaning).toHaveCount(0);
  const scriptsBeforeHover = tooltipScripts.length;

  // The pointer's arrival loads the tooltip's code (not the page); as with any tooltip, it opens
  // from the pointer moving over the badge.
  await expect(badge).toHaveAttribute("data-tooltip", "pending");
  await badge.hover();
  await expect(badge).not.toHaveAttribute("data-tooltip");
  expect(tooltipScripts.length).toBeGreaterThan(scriptsBeforeHover);
  await badge.hover({ position: { x: 3, y: 3 } });
  await expect(meaning).toHaveText("Anyone with the link can watch this video");
  // Radix closes a hoverable tooltip once the pointer has moved on past the way to its content.
  await viewer.mouse.move(0, 0, { steps: 5 });
  await expect(meaning).toHaveCount(0);

  // A second page: the keyboard alone opens it, and the focus stays on the badge.
  await viewer.reload();
  const again = await hydrated(viewer.getByTestId("visibility-badge"));
  await again.focus();
  await expect(meaning).toHaveText("Anyone with the link can watch this video");
  await expect(again).toBeFocused();
  await viewerContext.close();
});

test.describe("phone, 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the phone menu's code loads when its button is pressed, and the menu opens", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await expect(menuButton).toBeEnabled();
    const beforePress = new Set(scripts);
    await menuButton.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeVisible();
    expect(scripts.filter((url) => !beforePress.has(url)).length).toBeGreaterThan(0);
  });
});

/** The scripts a page loads until the network is idle, as text. */
async function loadedScripts(page: Page, url: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") {
      bodies.push(response.text().catch(() => ""));
    }
  };
  page.on("response", collect);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", collect);
  return Promise.all(bodies);
}

/** Whether any script the page loads carries TanStack Query's core. */
async function loadsQueryLibrary(page: Page, url: string): Promise<boolean> {
  // A message of the query core's own, which no other module has.
  return (await loadedScripts(page, url)).some((body) => body.includes("Missing queryFn"));
}

test("the landing and the legal pages load at most 150 KB of gzipped script signed out", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const url of ["/", "/terms"]) {
    const scripts = await loadedScripts(page, url);
    const gzipped = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(gzipped, `${url}: ${(gzipped / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(150 * 1024);
  }
  await context.close();
});

test("the query library loads where data is fetched: the share page, not the landing or legal pages", async ({
  page,
  browser,
}) => {
  const shared = await sharedVideoForViewer(page, browser, "Quinn Queries", "Queries on demand");
  const { video, viewerContext, viewer } = shared;
  expect(await loadsQueryLibrary(viewer, "/")).toBe(false);
  expect(await loadsQueryLibrary(viewer, "/terms")).toBe(false);
  // Signed out, the sign-in dialog brings it (it asks the server for its methods) and works.
  await (
    await hydrated(viewer.getByRole("banner").getByRole("button", { name: "Sign in", exact: true }))
  ).click();
  await expect(viewer.getByRole("dialog").getByLabel("Email")).toBeVisible();
  expect(await loadsQueryLibrary(viewer, `/video/${video.id}`)).toBe(true);
  await viewerContext.close();
});

// Messages of the modules that write (react, comment, attach, link, summarise), one per module.
const WRITE_CODE_MESSAGES = [
  "Failed to add reaction",
  "Failed to remove reaction",
  "Failed to delete comment",
  "Attachment Added",
  "Could not create the link",
  "Summary not saved",
  "Signed out everywhere",
];

// The share page's budget is 190 KB (docs/caching.md, "Page weight"); the guard leaves a little
// room above it, since the chunks' compression varies by a few hundred bytes from build to build.
const SHARE_PAGE_SCRIPT_CEILING = 192 * 1024;

test("a signed-out viewer of a shared page loads no code that writes and no more script than today; signed in on it, they react", async ({
  page,
  browser,
}) => {
  const shared = await sharedVideoForViewer(page, browser, "Wes Writer", "Read only");
  const { video, viewerContext, viewer } = shared;
  const bodies = await loadedScripts(viewer, `/video/${video.id}`);
  const scripts = bodies.join("\n");
  for (const message of WRITE_CODE_MESSAGES) expect(scripts).not.toContain(message);
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  expect(gzipped, `${(gzipped / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
    SHARE_PAGE_SCRIPT_CEILING,
  );

  await signInAsDev(viewer, "Rita Reacts");
  await viewer.goto(`/video/${video.id}`);
  await viewer.getByRole("button", { name: "React with 👍", exact: true }).click();
  await expect(viewer.getByRole("button", { name: "React with 👍 (1)" })).toBeVisible();
  await viewerContext.close();
});
