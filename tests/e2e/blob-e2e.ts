import type { BrowserContext } from "@playwright/test";

/** The Vercel Blob end-to-end setup: the app's second server and the fake blob store it uses. */
export const BLOB_E2E = {
  appPort: 3918,
  appUrl: "http://127.0.0.1:3918",
  storePort: 3919,
  storeUrl: "http://127.0.0.1:3919",
  token: "vercel_blob_rw_e2estore_0123456789abcdef0123456789abcdef",
  /** The Free plan's longest recording on this server (the default is minutes). */
  freeMaxRecordingSeconds: 15,
} as const;

/** Where @vercel/blob's browser client sends its API calls when the build names no other URL. */
export const BLOB_API_URL = "https://vercel.com/api/blob";

/**
 * Sends the browser's Blob API calls (the recorder's part uploads) to the fake store. The app is
 * built once for every end-to-end server, so the browser client keeps the service's own address;
 * Playwright answers the CORS preflight of a routed request itself.
 */
export async function routeBlobApiToFake(context: BrowserContext): Promise<void> {
  await context.route(`${BLOB_API_URL}/**`, async (route) => {
    const url = route.request().url().slice(BLOB_API_URL.length);
    await route.fulfill({ response: await route.fetch({ url: `${BLOB_E2E.storeUrl}${url}` }) });
  });
}

const onFakeStore = (url: URL) =>
  `${BLOB_E2E.storeUrl}/__blob-content/${url.host}${url.pathname}${url.search}`;

/**
 * Sends the browser's reads of `https://*.blob.vercel-storage.com/...` (where the media route's
 * presigned redirects point) to the fake store, as blob-host-redirect.mjs does for the server.
 * Playwright routes only the first request of a redirect chain, so the app's media answers are
 * fetched here without following, and their 302 is followed to the fake store by hand.
 * Returns the presigned URLs the browser was sent to.
 */
export async function routeBlobHostsToFake(context: BrowserContext): Promise<string[]> {
  const followed: string[] = [];
  await context.route(/\/api\/videos\/\d+\/media\//, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = response.headers()["location"];
    if (response.status() !== 302 || !location) return route.fulfill({ response });
    const target = new URL(location, route.request().url());
    followed.push(target.toString());
    await route.fulfill({ response: await route.fetch({ url: onFakeStore(target) }) });
  });
  await context.route(
    /^https:\/\/[a-z0-9]+\.(public|private)\.blob\.vercel-storage\.com\//,
    async (route) => {
      const url = new URL(route.request().url());
      followed.push(url.toString());
      await route.fulfill({ response: await route.fetch({ url: onFakeStore(url) }) });
    },
  );
  return followed;
}
