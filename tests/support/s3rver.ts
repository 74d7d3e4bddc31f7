import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3rverMiddleware } from "s3rver";
import type { S3Settings } from "@/lib/storage/s3";
import { presignedSignatureMatches } from "./sigv4-presigned";

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

function listPartsXml(
  { bucket, key, uploadId }: { bucket: string; key: string; uploadId: string },
  parts: Array<{ number: number; size: number; md5: string; modified: Date }>,
  { marker, max }: { marker: number; max: number },
): string {
  const after = parts.filter((p) => p.number > marker);
  const page = after.slice(0, max);
  const truncated = after.length > page.length;
  const entries = page.map(
    (p) =>
      `<Part><PartNumber>${p.number}</PartNumber><LastModified>${p.modified.toISOString()}</LastModified><ETag>"${p.md5}"</ETag><Size>${p.size}</Size></Part>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${page.at(-1)?.number ?? marker}</NextPartNumberMarker><MaxParts>${max}</MaxParts><IsTruncated>${truncated}</IsTruncated>${entries.join("")}</ListPartsResult>`;
}

/** One UploadPart request as s3rver received it: who sent it (a browser sends its Origin). */
export interface PartRequest {
  key: string;
  partNumber: number;
  origin: string | null;
  status: number;
}

/**
 * What real S3 does that s3rver 3.7 does not: ListParts (GET ?uploadId), AbortMultipartUpload
 * (DELETE ?uploadId), refusing parts of an unknown upload or of another key (NoSuchUpload), and
 * refusing to complete an upload whose parts before the last are under 5 MiB (EntityTooSmall), and
 * checking an UploadPart's V4 presigned signature (SignatureDoesNotMatch: a URL signed for one
 * Content-Length refuses a body of another). Every UploadPart is written to `log`.
 */
function multipartGaps(server: S3rver, log: PartRequest[]): S3rverMiddleware {
  return async (ctx, next) => {
    const uploadId = typeof ctx.query.uploadId === "string" ? ctx.query.uploadId : undefined;
    const [, bucket, ...keyParts] = ctx.path.split("/");
    if (!uploadId || !bucket || !/^[A-Za-z0-9_-]+$/.test(uploadId)) return next();
    const key = decodeURIComponent(keyParts.join("/"));
    const dir = path.join(server.store.getResourcePath(bucket, undefined, "uploads"), uploadId);
    const uploadKey = await readFile(path.join(dir, "key"), "utf8").catch(() => null);
    const answer = (status: number, body: string) => {
      ctx.status = status;
      ctx.type = "application/xml";
      ctx.body = body;
    };
    if (ctx.method === "PUT") {
      const partNumber = Number(ctx.query.partNumber);
      const logged: PartRequest = { key, partNumber, origin: ctx.get("origin") || null, status: 0 };
      log.push(logged);
      const signed = presignedSignatureMatches({
        method: ctx.method,
        url: ctx.originalUrl,
        header: (name) => ctx.get(name),
        secretAccessKey: S3RVER_CREDENTIALS.secretAccessKey,
      });
      if (!signed) {
        logged.status = 403;
        return answer(
          403,
          s3Error("SignatureDoesNotMatch", "The request signature does not match"),
        );
      }
      if (uploadKey !== key) {
        logged.status = 404;
        return answer(404, s3Error("NoSuchUpload", "The upload does not exist"));
      }
      await next();
      logged.status = ctx.status;
      return;
    }
    if (uploadKey !== key) return answer(404, s3Error("NoSuchUpload", "The upload does not exist"));
    if (ctx.method === "DELETE") {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = (await readdir(dir)).filter((f) => /^\d+$/.test(f)).map(Number);
    numbers.sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = path.join(dir, String(number));
        const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, "utf8")]);
        return { number, size: info.size, md5, modified: info.mtime };
      }),
    );
    if (ctx.method === "GET") {
      const marker = Number(ctx.query["part-number-marker"] ?? 0) || 0;
      const max = Number(ctx.query["max-parts"] ?? 1000) || 1000;
      return answer(200, listPartsXml({ bucket, key, uploadId }, parts, { marker, max }));
    }
    if (ctx.method === "POST" && parts.slice(0, -1).some((p) => p.size < MIN_PART_BYTES)) {
      return answer(
        400,
        s3Error(
          "EntityTooSmall",
          "Your proposed upload is smaller than the minimum allowed object size.",
        ),
      );
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
  /** Every UploadPart the bucket received, in order. */
  partRequests: PartRequest[];
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
  const partRequests: PartRequest[] = [];
  server.middleware.unshift(multipartGaps(server, partRequests));
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
    partRequests,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
