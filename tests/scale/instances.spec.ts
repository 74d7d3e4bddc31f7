import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";

import path from "node:path";

import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import pg from "pg";

import { signInAsDev, uploadPublicWebm } from "@/tests/e2e/helpers";
import { startS3rver, type RunningS3rver } from "@/tests/support/s3rver";
import { start, waitForHealth, waitForLine, type Started } from "./processes";

// Two app instances (the standalone server, what the container runs) and two dedicated workers
// against one Postgres database and one S3 bucket: nothing a request sees may live in one process.

const A = "http://127.0.0.1:3941";
const B = "http://127.0.0.1:3942";
const database = `demoreel_scale_${process.pid}`;
const adminUrl = process.env.SCALE_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const dir = mkdtempSync(path.join(os.tmpdir(), "demoreel-scale-"));
const clip = path.join(dir, "clip.webm");
execFileSync("ffmpeg", [
  ...["-loglevel", "error", "-f", "lavfi", "-i", "testsrc2=size=320x180:rate=15:duration=4"],
  ...["-f", "lavfi", "-i", "sine=frequency=440:duration=4", "-c:v", "libvpx", "-b:v", "200k"],
  ...["-c:a", "libopus", "-shortest", clip],
]);

let s3: RunningS3rver;
const processes: Started[] = [];
const workerIds: string[] = [];

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: "serial" });
test.use({ baseURL: A });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await withClient(adminUrl, (c) => c.query(`create database ${database}`));
  s3 = await startS3rver({ bucket: "demoreel-scale" });
  // The development sign-in is chosen at build time: the home page, which offers it, is prerendered.
  execFileSync("npm", ["run", "build:standalone"], {
    stdio: "inherit",
    env: { ...process.env, AUTH_DEV_LOGIN: "1" },
  });
  const env = {
    ...s3.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "scale-test-secret-scale-test-secret",
    AUTH_TRUST_HOST: "true",
    AUTH_DEV_LOGIN: "1",
    BILLING_TEST_MODE: "1",
    WORKER_IN_PROCESS: "0",
    HOSTNAME: "127.0.0.1",
  };
  for (const [name, url] of [
    ["app A", A],
    ["app B", B],
  ] as const) {
    const app = start(name, "node", [".next/standalone/server.js"], {
      ...env,
      PORT: new URL(url).port,
      AUTH_URL: url,
      DATA_DIR: mkdtempSync(path.join(dir, "data-")),
    });
    processes.push(app);
    // One after the other: the first applies the migrations.
    await waitForHealth(app, `${url}/api/health`);
  }
  for (const name of ["worker 1", "worker 2"]) {
    const tsx = "node_modules/tsx/dist/cli.mjs";
    const worker = start(name, "node", [tsx, "--conditions=react-server", "lib/worker/main.ts"], {
      ...env,
      DATA_DIR: mkdtempSync(path.join(dir, "data-")),
    });
    processes.push(worker);
    const [, id] = await waitForLine(worker, /\[worker\] (\S+) polling/);
    workerIds.push(id!);
  }
});

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await s3?.close();
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${database} with (force)`));
});

async function uploadThroughA(page: Page, title: string): Promise<number> {
  const clipFields = { file: clip, name: "recording.webm", title, duration: 4 };
  return (await uploadPublicWebm(page, clipFields, `${A}/api/videos/upload`)).id;
}

async function processedOnB(page: Page, id: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const video = await page.request.get(`${B}/api/videos/${id}`);
        return ((await video.json()) as { processingStatus: string }).processingStatus;
      },
      { timeout: 100_000, intervals: [1000] },
    )
    .toBe("completed");
}

test("recordings uploaded through A play from B, each job processed exactly once", async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Sessions are cookies signed with the shared AUTH_SECRET: signed in on A is signed in on B.
  await signInAsDev(page);
  const ids: number[] = [];
  for (const title of ["First on A", "Second on A", "Third on A"]) {
    ids.push(await uploadThroughA(page, title));
  }
  for (const id of ids) await processedOnB(page, id);
  const sharedId = ids[0]!;

  const media = await page.request.get(`${B}/api/videos/${sharedId}/media/video`, {
    maxRedirects: 0,
  });
  expect(media.status()).toBe(302);
  const location = media.headers()["location"]!;
  expect(location.startsWith(`${s3.endpoint}/demoreel-scale/`)).toBe(true);
  const range = await fetch(location, { headers: { range: "bytes=0-3" } });
  expect(range.status).toBe(206);
  // The bytes come from the bucket, not from an app instance.
  expect((await range.arrayBuffer()).byteLength).toBe(4);

  await page.goto(B);
  const readyState = await page.evaluate(async (src) => {
    const video = document.createElement("video");
    video.muted = true;
    video.src = src;
    document.body.append(video);
    await new Promise((resolve, reject) => {
      video.onloadeddata = resolve;
      video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
    });
    return video.readyState;
  }, `/api/videos/${sharedId}/media/video`);
  expect(readyState).toBeGreaterThanOrEqual(2);

  const jobsOf = () =>
    withClient(databaseUrl, async (c) => {
      const result = await c.query<{ state: string; attempts: number; locked_by: string }>(
        "select state, attempts, locked_by from jobs where video_id = any($1::bigint[])",
        [ids],
      );
      return result.rows;
    });
  // The video is marked processed inside the job; the job row settles right after.
  await expect
    .poll(async () => (await jobsOf()).every((job) => job.state === "completed"))
    .toBe(true);
  const jobs = await jobsOf();
  expect(jobs.length).toBeGreaterThanOrEqual(ids.length);
  for (const job of jobs) {
    expect(job).toMatchObject({ state: "completed", attempts: 1 });
    expect(workerIds).toContain(job.locked_by);
  }
  console.log(
    `[scale] jobs per worker: ${workerIds.map((w) => `${w}=${jobs.filter((j) => j.locked_by === w).length}`).join(", ")}`,
  );
});

test("a title edit or privacy flip on A shows on B at the next request", async ({ page }) => {
  await signInAsDev(page);
  const id = await uploadThroughA(page, "Before the edit");
  const anonymous = await playwrightRequest.newContext();
  expect((await anonymous.get(`${B}/api/videos/${id}`)).status()).toBe(200);

  const renamed = await page.request.patch(`${A}/api/videos/${id}`, {
    data: { title: "Renamed on A" },
  });
  expect(renamed.status()).toBe(200);
  const onB = await anonymous.get(`${B}/api/videos/${id}`);
  expect(((await onB.json()) as { title: string }).title).toBe("Renamed on A");

  const flipped = await page.request.patch(`${A}/api/videos/${id}`, { data: { isPrivate: true } });
  expect(flipped.status()).toBe(200);
  expect((await anonymous.get(`${B}/api/videos/${id}`)).status()).toBe(404);
  expect((await anonymous.get(`${B}/api/videos/${id}/media/original`)).status()).toBe(404);
  expect((await page.request.get(`${B}/api/videos/${id}`)).status()).toBe(200);
  await anonymous.dispose();
});

test("rate limits are shared: comments sent through A and B count against one limit", async ({
  page,
}) => {
  await signInAsDev(page);
  const id = await uploadThroughA(page, "Rate limited");
  // 10 comments a minute per user (lib/comments/create.ts), alternated between the instances.
  for (let i = 0; i < 10; i++) {
    const base = i % 2 === 0 ? A : B;
    const sent = await page.request.post(`${base}/api/videos/${id}/comments`, {
      data: { content: `comment ${i}` },
    });
    expect(sent.status()).toBe(201);
  }
  for (const base of [A, B]) {
    const limited = await page.request.post(`${base}/api/videos/${id}/comments`, {
      data: { content: "one too many" },
    });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  }
});
