import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { acquireE2eLock } from "./tests/e2e/run-lock";
import { BLOB_E2E } from "./tests/e2e/blob-e2e";
import { STANDALONE_E2E, STANDALONE_S3_ENV } from "./tests/e2e/standalone-e2e";
import { E2E_OPERATOR_EMAIL, OPENAI_E2E } from "./tests/e2e/openai-e2e";
import { CHROMIUM_ARGS } from "./tests/support/chromium-args";

acquireE2eLock();

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const blobDataDir =
  process.env.E2E_BLOB_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-blob-"));
process.env.E2E_BLOB_DATA_DIR = blobDataDir;
const standaloneDataDir =
  process.env.E2E_STANDALONE_DATA_DIR ??
  mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-standalone-"));
process.env.E2E_STANDALONE_DATA_DIR = standaloneDataDir;
// Test media, made once per run by the first test that asks (tests/e2e/test-media.ts).
process.env.E2E_MEDIA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-media-"));

/**
 * The specs that record in the browser or process video, on any of the servers (the standalone
 * and Vercel Blob ones set their server's baseURL in the file).
 */
const RECORDING_SPECS =
  /(^|\/)(recorder|recorder-ready|recorder-faults|recorder-firefox|edit|ai|transcript-edit|standalone|recorder-blob|recorder-limit-blob)\.spec\.ts$/;

/** What both app servers share: development sign-in, local checkout, URLs for Auth.js. */
// One production build serves all three app servers: everything that differs between them is
// read at run time. `npm test` type-checked the tree already, so the build skips its own check.
const BUILD_AND_START_MS = 600_000;

/** Set for the servers only, never for the build. */
const RUN_TIME_ONLY = [
  "AUTH_DEV_LOGIN",
  "BILLING_TEST_MODE",
  "AUTH_URL",
  "AUTH_TRUST_HOST",
  "WEBHOOKS_ALLOW_PRIVATE",
  "OPERATOR_EMAILS",
];

const appEnv = (url: string) => ({
  AUTH_DEV_LOGIN: "1",
  // Every recording the suite makes would otherwise also be transcribed offline, on the same two
  // cores as the browsers; the transcript specs ask for theirs.
  AUTO_TRANSCRIBE: "0",
  // The production build runs the local checkout only when told to.
  BILLING_TEST_MODE: "1",
  AUTH_URL: url,
  AUTH_TRUST_HOST: "true",
  // The webhook specs' receivers listen on 127.0.0.1.
  WEBHOOKS_ALLOW_PRIVATE: "1",
  // The one account told what is not set up (tests/e2e/first-week-details.spec.ts signs in as it).
  OPERATOR_EMAILS: E2E_OPERATOR_EMAIL,
});

/** A fake service from tests/support, started before the tests and ready once `url` answers. */
function fakeService(script: string, url: string, env: Record<string, string>) {
  return {
    command: `npx tsx tests/support/${script}`,
    url,
    timeout: 60_000,
    reuseExistingServer: false,
    env,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two workers, one per core. The recording project runs one file at a time, whichever server it
  // records on, so a recording never shares the machine with a second one; the other worker takes
  // the rest, and once the recordings are done both do. "local", the largest, comes last:
  // Playwright hands out files in project order, and the one-worker projects it used to leave for
  // the end (the standalone and Blob servers' specs) kept the other worker idle while their files
  // ran one after another. Every spec signs in its own users, so files do not collide.
  workers: 2,
  // A retry hides a flaky test: fix it instead.
  retries: 0,
  timeout: 60_000,
  // Most waits are for a page to hydrate and then fetch (a greeting, a list, a toast). With two
  // browsers and three servers on two cores that takes a few seconds, and a CI machine slower than
  // the one the suite was written on doubled it: 5 s, Playwright's default, failed tests at random.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // CI keeps only what the run prints, and recording a trace of every test cost about a quarter
    // of the tests' time on two cores (measured: 162 s against 126 s for the same four files).
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Tests that record in the browser or process video: the heavy half, one at a time.
    { name: "recording", testMatch: RECORDING_SPECS, workers: 1, use: { baseURL } },
    // The same app on Vercel Blob storage and an OpenAI-compatible provider (both faked at the
    // network edge): the first build's second server. Its recording specs are in "recording".
    {
      name: "vercel-blob",
      testMatch: /blob\.spec\.ts$/,
      testIgnore: RECORDING_SPECS,
      use: { baseURL: BLOB_E2E.appUrl },
    },
    {
      name: "local",
      testIgnore: [/(blob|standalone)\.spec\.ts$/, RECORDING_SPECS],
      workers: 2,
      use: { baseURL },
    },
  ],
  webServer: [
    {
      // The production build, served the way load tests and smoke checks run it. The build sees
      // none of the servers' configuration: one build must run anywhere, configured at start.
      command: `env ${RUN_TIME_ONLY.map((name) => `-u ${name}`).join(" ")} npm run build && npm start`,
      url: `${baseURL}/api/health`,
      timeout: BUILD_AND_START_MS,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        E2E_BUILD: "1",
        ...appEnv(baseURL),
      },
    },
    fakeService("s3rver-server.ts", `${STANDALONE_E2E.s3Url}/`, {
      S3RVER_PORT: String(STANDALONE_E2E.s3Port),
      S3RVER_BUCKET: STANDALONE_E2E.bucket,
    }),
    {
      // Runs after the first server's build (web servers start one after another).
      command: "node scripts/prepare-standalone.mjs && node .next/standalone/server.js",
      url: `${STANDALONE_E2E.appUrl}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PORT: String(STANDALONE_E2E.appPort),
        HOSTNAME: "127.0.0.1",
        DATA_DIR: standaloneDataDir,
        ...STANDALONE_S3_ENV,
        CRON_SECRET: STANDALONE_E2E.cronSecret,
        ...appEnv(STANDALONE_E2E.appUrl),
      },
    },
    fakeService("fake-vercel-blob-server.ts", `${BLOB_E2E.storeUrl}/__fake/health`, {
      FAKE_BLOB_PORT: String(BLOB_E2E.storePort),
      FAKE_BLOB_TOKEN: BLOB_E2E.token,
    }),
    fakeService("fake-openai-server.ts", `${OPENAI_E2E.url}/__fake/health`, {
      FAKE_OPENAI_PORT: String(OPENAI_E2E.port),
      FAKE_OPENAI_KEY: OPENAI_E2E.apiKey,
    }),
    {
      // The first server's build, started with other storage and an AI provider.
      command: "npm start",
      url: `${BLOB_E2E.appUrl}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PORT: String(BLOB_E2E.appPort),
        DATA_DIR: blobDataDir,
        BLOB_READ_WRITE_TOKEN: BLOB_E2E.token,
        // The SDK's API calls go to the fake store (the browser's: see routeBlobApiToFake),
        VERCEL_BLOB_API_URL: BLOB_E2E.storeUrl,
        // and the server's reads from the blob host too.
        FAKE_BLOB_URL: BLOB_E2E.storeUrl,
        NODE_OPTIONS: `--import ${path.resolve("tests/support/blob-host-redirect.mjs")}`,
        // The real OpenAI provider, pointed at the fake one.
        OPENAI_API_KEY: OPENAI_E2E.apiKey,
        OPENAI_BASE_URL: OPENAI_E2E.baseUrl,
        // A free recording stops this early here, so the recorder's limit is seen in seconds.
        FREE_MAX_RECORDING_SECONDS: String(BLOB_E2E.freeMaxRecordingSeconds),
        ...appEnv(BLOB_E2E.appUrl),
        // Transcripts come unasked here, as in production: the fake provider makes them cheap
        // (an audio extract and a request), and transcript-auto-blob.spec.ts watches one arrive.
        AUTO_TRANSCRIBE: "1",
        // That spec holds every transcription at the fake while it looks: the other file running
        // beside it may have transcripts held too, and with one slot theirs would keep its own
        // from starting until the hold timed out.
        WORKER_LANES: "processing:1,transcription:4,delivery:2",
      },
    },
  ],
});
