import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { handleApi } from "./fake-vercel-blob-api";
import { handleContent } from "./fake-vercel-blob-content";
import { CORS_EXPOSE_HEADERS, preflight } from "./fake-vercel-blob-cors";
import { ApiError } from "./fake-vercel-blob-errors";
import { requestLogs, sendJson } from "./fake-vercel-blob-http";
import { blobUrl, guessContentType, md5 } from "./fake-vercel-blob-pathnames";
import { DEFAULT_CACHE_CONTROL_MAX_AGE } from "./fake-vercel-blob-put";
import { CONTENT_PREFIX, redirectBlobHosts } from "./fake-vercel-blob-redirect";
import { FAKE_PREFIX, handleFake } from "./fake-vercel-blob-test-endpoints";
import { storeCredentials } from "./fake-vercel-blob-tokens";
import type {
  BlobAccessMode,
  FakeBlobObject,
  FakeBlobRequest,
  FakeBlobState,
  FakeVercelBlob,
  FakeVercelBlobOptions,
} from "./fake-vercel-blob-types";

export { redirectBlobHosts } from "./fake-vercel-blob-redirect";
export type {
  BlobAccessMode,
  FakeBlobAuth,
  FakeBlobObject,
  FakeBlobRequest,
  FakeMultipartUpload,
  FakeVercelBlob,
  FakeVercelBlobOptions,
} from "./fake-vercel-blob-types";

/**
 * Vercel Blob, faked at the network edge for @vercel/blob 2.8.0: the real SDK builds the requests
 * (API calls to VERCEL_BLOB_API_URL, blob reads straight from `https://{store}.{access}.blob.
 * vercel-storage.com/...`) and this answers them the way the service does, tokens included.
 *
 * - API calls: the SDK reads VERCEL_BLOB_API_URL at call time, so it is pointed at a local server.
 * - Blob reads: `get()` uses undici's `fetch` (the npm package, not the global one), which sends
 *   through the undici global dispatcher; a dispatcher is installed that sends requests for
 *   `*.blob.vercel-storage.com` to the local server and everything else where it went before.
 *   Node's own `fetch` uses the same global dispatcher, so it reaches the fake too.
 *
 * In process (the integration tests) startFakeVercelBlob() does both. Across processes (the
 * end-to-end run) it runs alone (fake-vercel-blob-server.ts, `redirectInProcess: false`), the app
 * server gets VERCEL_BLOB_API_URL and the preload blob-host-redirect.mjs (the same dispatcher as
 * redirectBlobHosts() in fake-vercel-blob-redirect.ts), and the browser calls the API cross-origin: the fake answers CORS
 * like the service does. Blob reads also accept presigned URLs (`issueSignedToken` + `presignUrl`,
 * checked in fake-vercel-blob-presign.ts): signature, expiry and scope, with Range as usual.
 * Paths under /__fake/ are the fake's own, for tests in other processes:
 * GET /__fake/health, /__fake/objects, /__fake/requests, /__fake/errors; POST /__fake/reset.
 * The parts live beside this file, one concern each: fake-vercel-blob-api (the API routes),
 * -put and -multipart (uploads), -content (blob reads), -tokens, -cors, -redirect (the dispatcher)
 * and -test-endpoints (/__fake/).
 */

/** Whether a fake that redirects this process (env and dispatcher) is running. */
let running = false;

export async function startFakeVercelBlob(
  options: FakeVercelBlobOptions = {},
): Promise<FakeVercelBlob> {
  const redirectInProcess = options.redirectInProcess ?? true;
  if (redirectInProcess && running) {
    throw new Error("A fake Vercel Blob is already running in this process");
  }
  const { storeId, readWriteToken } = storeCredentials(options);
  const signingSecret = createHmac("sha256", readWriteToken).update("blob-signing").digest("hex");
  const state: FakeBlobState = {
    storeId,
    readWriteToken,
    signingSecret,
    objects: new Map(),
    multipartUploads: new Map(),
    requests: [],
    errors: [],
  };
  const { objects, multipartUploads, requests, errors } = state;

  const server = http.createServer((req, res) => {
    // On every answer, errors included: a browser sees a CORS failure as a network error, which
    // the SDK retries instead of reporting the service's error.
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-expose-headers", CORS_EXPOSE_HEADERS);
    const reqPath = req.url ?? "";
    const testEndpoint = reqPath.startsWith(FAKE_PREFIX);
    if (req.method === "OPTIONS") {
      if (!testEndpoint) {
        const log: FakeBlobRequest = {
          kind: "preflight",
          method: "OPTIONS",
          path: reqPath,
          auth: "none",
          clientToken: false,
          status: 0,
        };
        requests.push(log);
        requestLogs.set(res, log);
      }
      req.resume();
      preflight(req, res);
      return;
    }
    if (testEndpoint) {
      handleFake(state, req, res).catch(() => res.destroy());
      return;
    }
    const content = reqPath.startsWith(CONTENT_PREFIX);
    const log: FakeBlobRequest = {
      kind: content ? "content" : "api",
      method: req.method ?? "",
      path: req.url ?? "",
      auth: "none",
      clientToken: false,
      status: 0,
    };
    requests.push(log);
    requestLogs.set(res, log);
    const handled = content ? handleContent(state, req, res, log) : handleApi(state, req, res, log);
    handled.catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof ApiError) {
        sendJson(res, error.status, { error: { code: error.code, message: error.message } });
        return;
      }
      // A fault in the fake: a 400 with the reason, since 5xx and unknown codes make the SDK retry.
      const fault = error instanceof Error ? error : new Error(String(error));
      errors.push(fault);
      sendJson(res, 400, {
        error: { code: "bad_request", message: `Fake Vercel Blob fault: ${fault.message}` },
      });
    });
  });

  if (redirectInProcess) running = true;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
    });
  } catch (error) {
    if (redirectInProcess) running = false;
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}`;

  const previousApiUrl = process.env.VERCEL_BLOB_API_URL;
  let restoreDispatcher: (() => Promise<void>) | null = null;
  if (redirectInProcess) {
    process.env.VERCEL_BLOB_API_URL = apiUrl;
    restoreDispatcher = redirectBlobHosts(apiUrl);
  }

  let closed = false;
  return {
    apiUrl,
    storeId,
    readWriteToken,
    objects,
    multipartUploads,
    requests,
    errors,
    blobUrl: (pathname: string, access?: BlobAccessMode) => blobUrl(state, pathname, access),
    seed(pathname, body, seedOptions = {}) {
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      const object: FakeBlobObject = {
        body: bytes,
        contentType: seedOptions.contentType ?? guessContentType(pathname),
        uploadedAt: new Date(),
        etag: `"${md5(bytes)}"`,
        access: seedOptions.access ?? "private",
        cacheControl: `public, max-age=${DEFAULT_CACHE_CONTROL_MAX_AGE}`,
        contentDisposition: `inline; filename="${pathname.split("/").pop() ?? pathname}"`,
      };
      objects.set(pathname, object);
      return object;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (restoreDispatcher) {
        if (previousApiUrl === undefined) delete process.env.VERCEL_BLOB_API_URL;
        else process.env.VERCEL_BLOB_API_URL = previousApiUrl;
        await restoreDispatcher();
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (redirectInProcess) running = false;
    },
  };
}
