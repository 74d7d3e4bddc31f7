import { expect, test } from "@playwright/test";
import { signInAsDev } from "./helpers";

// Smoke test of what the container runs: the standalone server (node .next/standalone/server.js)
// with public/ and the static assets copied beside it, storing files in an S3 bucket (s3rver).

test("the standalone server is healthy on its database and bucket", async ({ request }) => {
  const health = await request.get("/api/health");
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
