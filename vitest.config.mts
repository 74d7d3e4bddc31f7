import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { validatedRoutes } from "./tests/support/validated-routes";

const alias = {
  "@": path.dirname(fileURLToPath(import.meta.url)),
  // "server-only" throws outside React Server Components; tests import server modules directly.
  "server-only": fileURLToPath(new URL("./tests/support/server-only-stub.ts", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // A few tests do seconds of CPU work (two million lines through the packet parser,
          // prettier on the 951-line tailwind-merge table): on a busy 2-core machine Vitest's
          // default 5 s timed them out. A time limit is not what they assert.
          testTimeout: 30_000,
          // The OpenAPI test loads every route module, Auth.js's among them (see integration).
          server: { deps: { inline: ["next-auth"] } },
        },
      },
      {
        resolve: { alias },
        // Every answer a route gives a test is checked against its contract.
        plugins: [validatedRoutes(path.dirname(fileURLToPath(import.meta.url)))],
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup-env.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are heavy: two files at a time on two cores.
          maxWorkers: 2,
          // next-auth imports `next/server` without the extension Node's ESM resolver needs; bundled
          // by Vite it resolves, so the real Auth.js route handlers run in the tests.
          server: { deps: { inline: ["next-auth"] } },
        },
      },
    ],
  },
});
