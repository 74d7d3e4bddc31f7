import { defineConfig } from "@playwright/test";
import { acquireE2eLock } from "./tests/e2e/run-lock";
import { CHROMIUM_ARGS } from "./tests/support/chromium-args";

// `npm run test:scale`: two app instances and two dedicated workers on one Postgres database and
// one S3 bucket (s3rver). It builds into `.next` like the end-to-end run, so it takes the same lock.
acquireE2eLock();

export default defineConfig({
  testDir: "tests/scale",
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
});
