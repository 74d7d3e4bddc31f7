import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { acquireE2eLock } from "./tests/e2e/run-lock";
import { CHROMIUM_ARGS } from "./tests/support/chromium-args";

acquireE2eLock();

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "demoreel-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The production build, served the way load tests and smoke checks run it.
    command: "npm run build && npm start",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_DEV_LOGIN: "1",
      // The production build runs the local checkout only when told to.
      BILLING_TEST_MODE: "1",
      AUTH_URL: baseURL,
      AUTH_TRUST_HOST: "true",
    },
  },
});
