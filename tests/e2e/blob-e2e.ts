/** The Vercel Blob end-to-end setup: the app's second server and the fake blob store it uses. */
export const BLOB_E2E = {
  appPort: 3918,
  appUrl: "http://127.0.0.1:3918",
  storePort: 3919,
  storeUrl: "http://127.0.0.1:3919",
  token: "vercel_blob_rw_e2estore_0123456789abcdef0123456789abcdef",
} as const;
