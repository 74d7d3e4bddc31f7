import { expect, test, type Page } from "@playwright/test";
import { subscribeInTestMode } from "./billing-helpers";
import { signInAsDev } from "./helpers";
import { upload } from "./watch-helpers";

// The free plan's "Made with Demoreel" link: under the player and at the end of the embed for a
// free workspace's video, on neither once the workspace is on Pro.

/** The signed-out page of the video, once it has asked whether to show the badge. */
async function openAsVisitor(visitor: Page, id: number) {
  const asked = visitor.waitForResponse((r) => r.url().endsWith(`/api/videos/${id}/badge`));
  await visitor.goto(`/video/${id}`);
  return (await (await asked).json()) as { badge: boolean };
}

test("a free video shows the badge on its page and embed, and a Pro one does not", async ({
  page,
  browser,
}) => {
  await signInAsDev(page, "Frida Free");
  const id = await upload(page, `Badge demo ${Date.now()}`, false);
  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    expect(await openAsVisitor(visitor, id)).toEqual({ badge: true });
    const badge = visitor.getByTestId("made-with-badge");
    await expect(badge).toHaveText("Made with Demoreel");
    await expect(badge).toHaveAttribute("href", "/?ref=badge");
    await visitor.goto(`/embed/${id}`);
    await expect(visitor.locator("#badge")).toHaveText("Made with Demoreel");

    await subscribeInTestMode(page, "monthly");
    expect(await openAsVisitor(visitor, id)).toEqual({ badge: false });
    await expect(visitor.getByTestId("made-with-badge")).toHaveCount(0);
    await visitor.goto(`/embed/${id}`);
    await expect(visitor.locator("video")).toHaveCount(1);
    await expect(visitor.locator("#badge")).toHaveCount(0);
  } finally {
    await context.close();
  }
});
