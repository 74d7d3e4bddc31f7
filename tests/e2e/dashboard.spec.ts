import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { hydrated, signInAsDev } from "./helpers";

// The dashboard (docs/product/routes-and-screens.md#dashboard), seeded through the real upload API.

let webm: Buffer | undefined;

/** A 2-second VP8 WebM made by ffmpeg's test source. */
function sampleWebm(): Buffer {
  webm ??= execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi"],
      ...["-i", "testsrc=duration=2:size=320x240:rate=10", "-c:v", "libvpx", "-f", "webm", "-"],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return webm;
}

interface Seed {
  title: string;
  description: string;
}

const SEEDS: Seed[] = [
  { title: "Quarterly pipeline review", description: "Forecast walkthrough for the ACME deal" },
  { title: "Onboarding tour", description: "How new customers set up their workspace" },
  { title: "Checkout bug report", description: "The pay button does nothing on Safari" },
];

async function seedVideos(page: Page, seeds: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, seed] of seeds.entries()) {
    const response = await page.request.post("/api/videos/upload", {
      multipart: {
        ...seed,
        isPrivate: index === 0 ? "true" : "false",
        duration: "3",
        video: {
          name: `recording-${index + 1}.webm`,
          mimeType: "video/webm",
          buffer: sampleWebm(),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

const cards = (page: Page) => page.getByTestId("video-card");
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${name}`) });

test.describe("dashboard", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("an empty library shows the three empty states", async ({ page }) => {
    await signInAsDev(page);
    await expect(page.getByText("Manage and organize your screen captures")).toBeVisible();

    // While the list loads: 8 skeleton cards. The list is held until they have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/videos", async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId("video-card-skeleton")).toHaveCount(8);
    // Released, not unrouted: unrouting while a request is held makes Playwright answer it itself.
    release();

    await expect(page.getByText("No videos found")).toBeVisible();
    await expect(page.getByRole("button", { name: "Record New Video" })).toBeVisible();
    await expect(tab(page, "All Videos")).toContainText("0");

    await tab(page, "Recent").click();
    await expect(page.getByText("No videos found")).toBeVisible();
    await expect(page.getByRole("button", { name: "Record New Video" })).toHaveCount(0);

    await tab(page, "Favorites").click();
    await expect(page.getByText(/haven't added any videos to your favorites/)).toBeVisible();

    await tab(page, "All Videos").click();
    await page.getByRole("searchbox", { name: "Search recordings" }).fill("anything");
    await expect(page.getByRole("button", { name: "Record New Video" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Clear Search" })).toBeVisible();
    // No free-tier banner without a video.
    await expect(page.getByText(/Free tier:/)).toHaveCount(0);
  });

  test("a seeded library: search, tabs, layout, favourite, share, delete", async ({
    page,
    baseURL,
  }) => {
    // Some thirty steps through the library: at the one-minute limit on a busy CI machine.
    test.slow();
    await signInAsDev(page);
    const ids = await seedVideos(page, SEEDS);
    await page.reload();
    // The cards are fetched once the page is interactive, which a busy machine can take seconds to be.
    await hydrated(page.getByRole("searchbox", { name: "Search recordings" }));

    // Cards, counts, badges, the free-tier banner.
    await expect(cards(page)).toHaveCount(3);
    await expect(tab(page, "All Videos")).toContainText("3");
    await expect(tab(page, "Recent")).toContainText("3");
    await expect(tab(page, "Favorites")).toContainText("0");
    await expect(page.getByText("Free tier: 3 of 4 videos created")).toBeVisible();
    const first = card(page, SEEDS[0]!.title);
    await expect(first.getByText("Private")).toBeVisible();
    await expect(card(page, SEEDS[1]!.title).getByText("Shared")).toBeVisible();
    await expect(first.getByText(/^Created .+ ago$/)).toBeVisible();
    await expect(first.getByText("0 views")).toBeVisible();
    await expect(first.getByText(/^Duration \d{2}:\d{2}$/)).toBeVisible();

    // Search: title or description, case-insensitive; no match; clear.
    const search = page.getByRole("searchbox", { name: "Search recordings" });
    await search.fill("ONBOARDING");
    await expect(cards(page)).toHaveCount(1);
    await expect(tab(page, "All Videos")).toContainText("1");
    await search.fill("safari");
    await expect(cards(page)).toHaveText([new RegExp(SEEDS[2]!.title)]);
    await search.fill("no such recording");
    await expect(page.getByText("No videos found")).toBeVisible();
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(search).toHaveValue("");
    await expect(cards(page)).toHaveCount(3);

    // Grid and list: the description shows in list layout only.
    const gridButton = page.getByRole("button", { name: "Grid view" });
    const listButton = page.getByRole("button", { name: "List view" });
    await expect(gridButton).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(SEEDS[1]!.description)).toHaveCount(0);
    await listButton.click();
    await expect(listButton).toHaveAttribute("aria-pressed", "true");
    await expect(gridButton).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText(SEEDS[1]!.description)).toBeVisible();
    await gridButton.click();
    await expect(page.getByText(SEEDS[1]!.description)).toHaveCount(0);

    // Favourite from the keyboard-reachable hover action, then the Favorites tab.
    const second = card(page, SEEDS[1]!.title);
    await second.hover();
    await second.getByRole("button", { name: "Add to favorites" }).click();
    await expect(page.getByText("Added to favorites").first()).toBeVisible();
    await expect(tab(page, "Favorites")).toContainText("1");
    await tab(page, "Favorites").click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(SEEDS[1]!.title);
    await cards(page).first().getByRole("button", { name: "Remove from favorites" }).click();
    await expect(page.getByText("Removed from favorites").first()).toBeVisible();
    await expect(page.getByText(/haven't added any videos to your favorites/)).toBeVisible();
    await tab(page, "All Videos").click();

    // Share: the watch page's URL, copy to the clipboard, the share targets, Close.
    await second.getByRole("button", { name: "Share video" }).focus();
    await page.keyboard.press("Enter");
    const share = page.getByRole("dialog", { name: "Share video" });
    const url = `${baseURL}/video/${ids[1]}`;
    await expect(share.getByRole("textbox", { name: "Video link" })).toHaveValue(url);
    await share.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByText("Copied!").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const encoded = encodeURIComponent(url);
    await expect(share.getByRole("link", { name: "Share on X" })).toHaveAttribute(
      "href",
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${escapeRegExp(encoded)}`),
    );
    await expect(share.getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await expect(share.getByRole("link", { name: "Share by email" })).toHaveAttribute(
      "href",
      /^mailto:\?subject=.+&body=/,
    );
    await share.getByRole("button", { name: "Close" }).click();
    await expect(share).toBeHidden();

    // Delete: Cancel keeps the video; Delete removes it.
    const third = card(page, SEEDS[2]!.title);
    await third.hover();
    await third.getByRole("button", { name: "Delete video" }).click();
    const confirm = page.getByRole("alertdialog", {
      name: "Are you sure you want to delete this video?",
    });
    await expect(confirm).toContainText(/permanently deleted/);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(cards(page)).toHaveCount(3);
    await third.getByRole("button", { name: "Delete video" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Video deleted").first()).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(tab(page, "All Videos")).toContainText("2");
    expect((await page.request.get(`/api/videos/${ids[2]}`)).status()).toBe(404);

    // Clicking a card opens its page.
    await card(page, SEEDS[0]!.title).click();
    await expect(page).toHaveURL(new RegExp(`/video/${ids[0]}$`));
  });

  test("an upload in progress shows in the status banner until its video is listed", async ({
    page,
  }) => {
    await signInAsDev(page);
    const title = `Fresh upload ${Date.now()}`;
    // What the recorder writes when a save starts (client/uploads/tracking markUploadStarted).
    await page.evaluate((uploadTitle) => {
      localStorage.setItem("currentlyUploading", "true");
      localStorage.setItem("uploadingVideoTitle", uploadTitle);
      localStorage.setItem("uploadingVideoTimestamp", String(Date.now()));
    }, title);
    await page.reload();
    const banner = page.getByRole("list", { name: "Uploads and processing" });
    await expect(banner).toContainText(`Uploading${title}`);

    // The video appears through polling and is matched by its title.
    await seedVideos(page, [{ title, description: "" }]);
    await expect(card(page, title)).toBeVisible();
    await expect(banner.getByText("Uploading")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("currentlyUploading"))).toBeNull();
  });
});

/** Escapes a string for use inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
