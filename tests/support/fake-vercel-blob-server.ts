import { startFakeVercelBlob } from "./fake-vercel-blob";
import { portFromEnv, runFakeServer } from "./run-fake-server";

/**
 * The fake Vercel Blob as a process of its own, for the end-to-end run:
 *
 *   FAKE_BLOB_TOKEN=vercel_blob_rw_e2estore_0123456789abcdef [FAKE_BLOB_PORT=3919] \
 *     npx tsx tests/support/fake-vercel-blob-server.ts
 *
 * The app server then runs with BLOB_READ_WRITE_TOKEN set to the same token, VERCEL_BLOB_API_URL
 * set to http://127.0.0.1:PORT, and NODE_OPTIONS="--import <abs>/tests/support/blob-host-redirect.mjs"
 * with FAKE_BLOB_URL=http://127.0.0.1:PORT for its reads from the blob host; the browser's API
 * calls are routed here by the end-to-end test (tests/e2e/blob-e2e.ts).
 * Tests read what reached the store from /__fake/objects and /__fake/requests.
 */

runFakeServer("Fake Vercel Blob", async () => {
  const token = process.env.FAKE_BLOB_TOKEN;
  if (!token) throw new Error("FAKE_BLOB_TOKEN is required (vercel_blob_rw_{storeId}_{secret})");
  const fake = await startFakeVercelBlob({
    port: portFromEnv("FAKE_BLOB_PORT", 3919),
    readWriteToken: token,
    redirectInProcess: false,
  });
  console.log(`Fake Vercel Blob (store ${fake.storeId}) listening on ${fake.apiUrl}`);
  return fake;
});
