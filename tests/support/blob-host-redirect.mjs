// Preload for the app server in the Vercel Blob end-to-end run:
//
//   FAKE_BLOB_URL=http://127.0.0.1:3919 NODE_OPTIONS="--import /abs/path/tests/support/blob-host-redirect.mjs" npm start
//
// With FAKE_BLOB_URL set, requests for `*.blob.vercel-storage.com` (the SDK's get() reads blobs
// there with undici's fetch) go to the fake Vercel Blob server at that URL; everything else goes
// where it went before. Without it, nothing happens. The API calls need no help: the SDK reads
// VERCEL_BLOB_API_URL.
//
// The router becomes undici's global dispatcher, shared through
// globalThis[Symbol.for("undici.globalDispatcher.1")] and read on every fetch, so it reaches the
// npm undici, the copy bundled into Next's server chunks and Node's own fetch alike (each only
// installs a default Agent when the global is still empty).
//
// The same router as redirectBlobHosts() in fake-vercel-blob-redirect.ts (plain JS here, since
// Node cannot import TypeScript without a loader): keep the two alike, CONTENT_PREFIX included.
// `undici` resolves from this file's location (the app's node_modules), whatever the cwd, and is
// only loaded when FAKE_BLOB_URL is set: otherwise the process is left exactly as it was.
const BLOB_HOST_SUFFIX = ".blob.vercel-storage.com";
/** Where the fake serves redirected blob reads: `/__blob-content/{host}{path}`. */
const CONTENT_PREFIX = "/__blob-content/";

/**
 * Sends requests for blob hosts to `target` (an origin) and all others to the previous global
 * dispatcher, which it then replaces.
 * @param {string} target
 */
async function redirectBlobHosts(target) {
  const { Agent, getGlobalDispatcher, setGlobalDispatcher } = await import("undici");

  class BlobHostRouter extends Agent {
    /** @param {import("undici").Dispatcher} fallback */
    constructor(fallback) {
      super();
      this.fallback = fallback;
    }

    /**
     * @param {import("undici").Dispatcher.DispatchOptions} options
     * @param {import("undici").Dispatcher.DispatchHandlers} handler
     */
    dispatch(options, handler) {
      const origin = options.origin ? new URL(String(options.origin)) : null;
      if (!origin || !origin.hostname.endsWith(BLOB_HOST_SUFFIX)) {
        return this.fallback.dispatch(options, handler);
      }
      return super.dispatch(
        { ...options, origin: target, path: `${CONTENT_PREFIX}${origin.host}${options.path}` },
        handler,
      );
    }
  }

  setGlobalDispatcher(new BlobHostRouter(getGlobalDispatcher()));
}

const fakeBlobUrl = process.env.FAKE_BLOB_URL;
if (fakeBlobUrl) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(fakeBlobUrl);
  } catch {
    throw new Error(`FAKE_BLOB_URL must be an http(s) URL, got "${fakeBlobUrl}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`FAKE_BLOB_URL must be an http(s) URL, got "${fakeBlobUrl}"`);
  }
  await redirectBlobHosts(url.origin);
}
