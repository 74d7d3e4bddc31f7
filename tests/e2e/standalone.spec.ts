import { expect, test } from "@playwright/test";
import { signInAsDev } from "./helpers";
import { openRecorder, saveAs, startRecording, stopRecording } from "./recorder-helpers";
import { STANDALONE_E2E } from "./standalone-e2e";

// Smoke test of what the container runs: the standalone server (node .next/standalone/server.js)
// with public/ and the static assets copied beside it, storing files in an S3 bucket (s3rver).
// It records, so it runs in the "recording" project (playwright.config.ts), on its own server.
test.use({ baseURL: STANDALONE_E2E.appUrl });

test("the standalone server is healthy on its database and bucket", async ({ request }) => {
  const health = await request.get("/api/health?deep=1", {
    headers: { authorization: `Bearer ${STANDALONE_E2E.cronSecret}` },
  });
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: "ok", storage: "ok" });
});

test("the standalone server serves public files, static assets and the signed-in shell", async ({
  page,
  request,
}) => {
  expect((await request.get("/video-fallback.svg")).status()).toBe(200);
  const assets: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/_next/static/")) assets.push(response.status());
  });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Start Creating" })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.every((status) => status === 200)).toBe(true);
  await signInAsDev(page);
  await expect(page.getByRole("heading", { name: "My Recordings" })).toBeVisible();
});

test("a recording on the standalone server goes to the bucket, is processed and plays from it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // What the browser sent where: the parts must go browser -> bucket, never through the app.
  const sent: Array<{ method: string; url: URL }> = [];
  page.on("request", (request) =>
    sent.push({ method: request.method(), url: new URL(request.url()) }),
  );
  await signInAsDev(page);
  await openRecorder(page);
  await startRecording(page, "Screen + Camera");
  await page.waitForTimeout(3000);
  await stopRecording(page);
  const video = await saveAs(page, "Standalone on S3");
  const partPuts = sent.filter(
    ({ method, url }) =>
      method === "PUT" &&
      url.origin === STANDALONE_E2E.s3Url &&
      /^original\.(webm|mp4)$/.test(url.pathname.split(`/videos/${video.id}/`)[1] ?? "") &&
      url.searchParams.has("uploadId"),
  );
  expect(partPuts.length).toBeGreaterThan(0);
  expect(partPuts.map(({ url }) => url.searchParams.get("partNumber"))).toContain("1");
  const throughApp = sent.filter(
    ({ method, url }) =>
      url.origin === STANDALONE_E2E.appUrl &&
      ((method === "PUT" && /^\/api\/uploads\/\w+\/parts\/\d+$/.test(url.pathname)) ||
        url.pathname === "/api/videos/upload"),
  );
  expect(throughApp).toEqual([]);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/videos/${video.id}`)).json()) as {
            processingStatus: string;
          }
        ).processingStatus,
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe("completed");

  const media = await page.request.get(`/api/videos/${video.id}/media/video`, { maxRedirects: 0 });
  expect(media.status()).toBe(302);
  expect(media.headers()["location"]).toMatch(
    new RegExp(`^${STANDALONE_E2E.s3Url}/${STANDALONE_E2E.bucket}/videos/${video.id}/`),
  );
  await page.goto(`/video/${video.id}`);
  const player = page.locator("video").first();
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
});
