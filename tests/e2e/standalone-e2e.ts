/** The standalone-server end-to-end setup: `node .next/standalone/server.js` on an s3rver bucket. */
export const STANDALONE_E2E = {
  appPort: 3924,
  appUrl: "http://127.0.0.1:3924",
  s3Port: 3925,
  s3Url: "http://127.0.0.1:3925",
  bucket: "demoreel-e2e",
  /** Lets the test ask for the deep health check (database and bucket). */
  cronSecret: "standalone-e2e-cron-secret",
} as const;

/** The S3 variables of a process that stores its files in the end-to-end bucket. */
export const STANDALONE_S3_ENV = {
  S3_BUCKET: STANDALONE_E2E.bucket,
  S3_REGION: "us-east-1",
  S3_ENDPOINT: STANDALONE_E2E.s3Url,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "1",
} as const;
