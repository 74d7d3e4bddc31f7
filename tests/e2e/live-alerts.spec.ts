import { expect, test } from "@playwright/test";
import { subscribeInTestMode } from "./billing-helpers";
import { hydrated, signInAsDev } from "./helpers";
import { upload } from "./watch-helpers";

// A rep sends a prospect their own link. The moment the prospect opens it, the rep's open page
// says so (a toast, and the bell's Live list); once they have watched and clicked the call to
// action, the rep's insights name them with how far they watched and the click.

test("a tracked link's recipient: a live alert on the owner's open page, then their insights row, which the owner can erase", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsDev(page, "Rita Rep");
  await subscribeInTestMode(page, "yearly");
  const id = await upload(page, `Live demo ${Date.now()}`, false);
  const cta = { label: "Book a call", url: "https://cal.example.com/rita" };
  expect((await page.request.patch(`/api/videos/${id}`, { data: { cta } })).status()).toBe(200);
  const created = await page.request.post(`/api/videos/${id}/links`, {
    data: { recipientName: "Jane", company: "Acme" },
  });
  expect(created.status()).toBe(201);
  const { url } = (await created.json()) as { url: string };

  await page.goto(`/video/${id}`);
  const bell = await hydrated(page.getByRole("button", { name: /^Notifications/ }));

  const prospect = await browser.newContext();
  try {
    const link = new URL(url);
    // A mail scanner fetches the link before the prospect does: an open of the link, no view.
    const scanned = await prospect.request.get(link.pathname + link.search, {
      headers: {
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    expect(scanned.status()).toBe(200);
    const linkFigures = async () => {
      const links = (await (await page.request.get(`/api/videos/${id}/links`)).json()) as {
        opens: number;
        views: number;
      }[];
      return links[0];
    };
    await expect.poll(linkFigures).toEqual(expect.objectContaining({ opens: 1, views: 0 }));

    const visitor = await prospect.newPage();
    await visitor.goto(link.pathname + link.search);
    await expect(visitor.getByText("Hi Jane")).toBeVisible();

    // The prospect watches it all (fast): past the view's first seconds, the owner hears it
    // without reloading.
    const player = visitor.locator("video").first();
    await player.evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1)
        await new Promise((r) => v.addEventListener("loadedmetadata", r, { once: true }));
      v.muted = true;
      // Fast, but slow enough that every stretch is reported as watched, not skipped.
      v.playbackRate = 2;
      // Kept on the element: the end screen sets it back to 0, so `ended` is not there to read.
      (v as HTMLVideoElement & { finished?: Promise<unknown> }).finished = new Promise((r) =>
        v.addEventListener("ended", r, { once: true }),
      );
      await v.play();
    });
    await expect(page.getByText("Jane (Acme) is watching now").first()).toBeVisible({
      timeout: 15_000,
    });
    await bell.click();
    await expect(page.getByTestId("live-alert")).toContainText("Jane (Acme) is watching now");
    await page.keyboard.press("Escape");
    await player.evaluate((v: HTMLVideoElement & { finished?: Promise<unknown> }) => v.finished);
    expect(await linkFigures()).toEqual(expect.objectContaining({ opens: 1, views: 1 }));
    const clicked = visitor.waitForResponse((r) => r.url().endsWith(`/api/videos/${id}/cta-click`));
    await visitor.getByTestId("video-cta").first().click();
    expect((await clicked).status()).toBe(204);
    // Leaving the page sends the player's last report, as a prospect closing the tab does.
    await visitor.goto("about:blank");
  } finally {
    await prospect.close();
  }

  // The player's last beacon goes out as the tab leaves (sendBeacon): the insights show it once
  // the server has stored it.
  await expect
    .poll(async () => {
      const insights = (await (await page.request.get(`/api/videos/${id}/insights`)).json()) as {
        viewers: { recipient: { name: string } | null; percentWatched: number }[];
      };
      const jane = insights.viewers.find((viewer) => viewer.recipient?.name === "Jane");
      return (jane?.percentWatched ?? 0) >= 50;
    })
    .toBe(true);
  await (await hydrated(page.getByRole("tab", { name: "Insights" }))).click();
  const row = page.getByTestId("insights-viewer").filter({ hasText: "Jane (Acme)" });
  await expect(row).toBeVisible();
  await expect(row.getByLabel("Clicked the call to action")).toBeVisible();
  const percent = Number((await row.locator("span").last().textContent())?.replace("%", ""));
  expect(percent).toBeGreaterThanOrEqual(50);

  // Jane asks to be forgotten: the owner erases her record, and her row goes.
  await row.getByRole("button", { name: "Erase Jane (Acme)" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Viewer erased").first()).toBeVisible();
  await expect(row).toHaveCount(0);
});
