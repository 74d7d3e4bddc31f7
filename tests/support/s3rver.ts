import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3rverMiddleware } from "s3rver";
import type { S3Settings } from "@/lib/storage/s3";

/** s3rver's fixed credentials: it checks every signature against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

// Browsers put recorder parts and read media straight from the bucket: they need CORS, and the
// part's ETag header to complete the upload.
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Accept-Ranges</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const MIN_PART_BYTES = 5 * 1024 * 1024;

function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/**
 * Two things real S3 does that s3rver 3.7 does not: AbortMultipartUpload (DELETE ?uploadId) and
 * refusing to complete an upload whose parts before the last are under 5 MiB (EntityTooSmall).
 */
function multipartGaps(server: S3rver): S3rverMiddleware {
  return async (ctx, next) => {
    const uploadId = typeof ctx.query.uploadId === "string" ? ctx.query.uploadId : undefined;
    const bucket = ctx.path.split("/")[1];
    if (!uploadId || !bucket || !/^[A-Za-z0-9_-]+$/.test(uploadId)) return next();
    const dir = path.join(server.store.getResourcePath(bucket, undefined, "uploads"), uploadId);
    const exists = await stat(dir).then(
      () => true,
      () => false,
    );
    const answer = (status: number, body: string) => {
      ctx.status = status;
      ctx.type = "application/xml";
      ctx.body = body;
    };
    if (ctx.method === "DELETE") {
      if (!exists) return answer(404, s3Error("NoSuchUpload", "The upload does not exist"));
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === "POST" && exists) {
      const parts = (await readdir(dir)).filter((f) => /^\d+$/.test(f)).map(Number);
      parts.sort((a, b) => a - b);
      const sizes = await Promise.all(
        parts.map(async (n) => (await stat(path.join(dir, String(n)))).size),
      );
      if (sizes.slice(0, -1).some((size) => size < MIN_PART_BYTES)) {
        return answer(
          400,
          s3Error(
            "EntityTooSmall",
            "Your proposed upload is smaller than the minimum allowed object size.",
          ),
        );
      }
    }
    return next();
  };
}

export interface RunningS3rver {
  endpoint: string;
  bucket: string;
  /** The settings of an S3Storage on this bucket. */
  settings: S3Settings;
  /** The environment of an app or worker process that stores its files in this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3 implementation on 127.0.0.1 (a free port unless given), one bucket with CORS. */
export async function startS3rver(
  options: { bucket?: string; port?: number } = {},
): Promise<RunningS3rver> {
  const bucket = options.bucket ?? "demoreel-test";
  const directory = await mkdtemp(path.join(os.tmpdir(), "demoreel-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  server.middleware.unshift(multipartGaps(server));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    ...S3RVER_CREDENTIALS,
  };
  return {
    endpoint,
    bucket,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
