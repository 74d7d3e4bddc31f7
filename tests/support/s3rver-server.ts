import { startS3rver } from "./s3rver";

/**
 * s3rver as a process of its own, for end-to-end runs and the many-instances check:
 *
 *   [S3RVER_PORT=3925] [S3RVER_BUCKET=demoreel-e2e] npx tsx tests/support/s3rver-server.ts
 *
 * App and worker processes then run with the S3_* variables it prints (path-style, S3RVER/S3RVER).
 */
async function main(): Promise<void> {
  const portText = process.env.S3RVER_PORT || "3925";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`S3RVER_PORT must be a port number, got "${portText}"`);
  }
  const server = await startS3rver({ port, bucket: process.env.S3RVER_BUCKET || "demoreel-e2e" });
  const env = Object.entries(server.env).map(([name, value]) => `${name}=${value}`);
  console.log(`s3rver listening on ${server.endpoint}\n${env.join("\n")}`);
  const stop = () => void server.close().finally(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
