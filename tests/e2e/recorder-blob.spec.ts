import { expect, test } from "@playwright/test";
import { BLOB_API_URL, BLOB_E2E, routeBlobApiToFake, routeBlobHostsToFake } from "./blob-e2e";
import { signInAsDev } from "./helpers";
import { openRecorder, saveAs, startRecording, stopRecording } from "./recorder-helpers";

// The recorder on Vercel Blob storage: the app's second server runs with BLOB_READ_WRITE_TOKEN
// against a fake blob service (tests/support/fake-vercel-blob.ts) that enforces client tokens.
// It records, so it runs in the "recording" project (playwright.config.ts), on the Blob server.
test.use({ baseURL: BLOB_E2E.appUrl });

interface StoredBlob {
  pathname: string;
  size: number;
}

const storeObjects = async (): Promise<StoredBlob[]> =>
  (await fetch(`${BLOB_E2E.storeUrl}/__fake/objects`)).json() as Promise<StoredBlob[]>;

test("on Vercel Blob the browser sends parts straight to the store, and the link plays", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDev(page);
  await routeBlobApiToFake(page.context());
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const toStore = url.origin === BLOB_E2E.storeUrl || url.href.startsWith(BLOB_API_URL);
    const where = toStore ? "store" : "app";
    if (
      where === "store" ||
      url.pathname.startsWith("/api/uploads") ||
      url.pathname === "/api/videos/upload"
    )
      calls.push(`${request.method()} ${where} ${url.pathname}`);
  });
  await openRecorder(page);
  await startRecording(page, "Screen + Camera");
  await page.waitForTimeout(7000);
  await stopRecording(page);
  const video = await saveAs(page, "E2E on Vercel Blob");

  const partRoute = /^PUT app \/api\/uploads\/\w+\/parts\/\d+$/;
  const tokens = calls.filter((c) => /^POST app \/api\/uploads\/\w+\/parts\/\d+\/token$/.test(c));
  const completes = calls.filter((c) =>
    /^POST app \/api\/uploads\/\w+\/parts\/\d+\/complete$/.test(c),
  );
  const storePuts = calls.filter((c) => c.startsWith("PUT store"));
  expect(calls.filter((c) => partRoute.test(c))).toEqual([]);
  expect(calls).not.toContain("POST app /api/videos/upload");
  expect(tokens.length).toBeGreaterThanOrEqual(2);
  expect(storePuts.length).toBe(tokens.length);
  expect(completes.length).toBe(tokens.length);

  const objects = await storeObjects();
  const original = objects.find((o) => o.pathname === `videos/${video.id}/original.webm`);
  expect(original?.size).toBeGreaterThan(1000);
  expect(objects.filter((o) => o.pathname.startsWith("uploads/"))).toEqual([]);

  // The share link plays the original: the media route redirects to a presigned store URL.
  const followed = await routeBlobHostsToFake(page.context());
  await page.goto(`/video/${video.id}`);
  const player = page.locator("video").first();
  await expect(player).toBeAttached();
  await expect
    .poll(
      () =>
        player.evaluate(async (el: HTMLVideoElement) => {
          el.muted = true;
          await el.play().catch(() => undefined);
          return el.readyState;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(2);
  expect(followed.some((url) => url.includes("vercel-blob-signature="))).toBe(true);
  // The player keeps buffering through the routes; those still in flight end with the test.
  await page.context().unrouteAll({ behavior: "ignoreErrors" });
});
