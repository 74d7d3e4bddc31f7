import "server-only";
import { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { chunksOf, discardBody } from "./body";
import { downloadToTempFile } from "./temp-file";
import { assertValidKey, directoryPrefix } from "./keys";
import { fromS3Metadata, toS3Metadata } from "./s3-metadata";
import type {
  ByteRange,
  PresignedGetOptions,
  PutBody,
  PutOptions,
  Storage,
  StoredObject,
  StoredRead,
} from "./types";
import { rangeHeader, sizeFromContentRange } from "./ranges";
import { S3MultipartUploads } from "./s3-multipart";
import { S3_MIN_PART_BYTES } from "./s3-limits";
import { nodeReadableStream } from "./web-stream";
import { ignoreFailure } from "@/lib/log/logger";

export interface S3Settings {
  bucket: string;
  region: string;
  /** For R2, MinIO, B2 and others; unset means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export { S3_MIN_PART_BYTES };
/** Bodies known to be at most this size go up in one PutObject; streams use multipart. */
const SINGLE_PUT_LIMIT = 8 * 1024 * 1024;
const DELETE_BATCH = 1000;
const DEFAULT_TYPE = "application/octet-stream";

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === "NotFound" ||
    error.name === "NoSuchKey" ||
    error.$metadata.httpStatusCode === 404
  );
}

function isInvalidRange(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "InvalidRange" || error.$metadata.httpStatusCode === 416)
  );
}

function assertRangeShape(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || start > end) {
    throw new RangeError(`Range ${start}-${end} is not a valid byte range`);
  }
}

/** A web stream of an SDK answer body (a Node Readable on Node), safe for a client that leaves. */
function webBody(body: unknown): ReadableStream<Uint8Array> {
  if (body instanceof Readable) return nodeReadableStream(body);
  if (body instanceof ReadableStream) return body as ReadableStream<Uint8Array>;
  return new ReadableStream<Uint8Array>({ start: (c) => c.close() });
}

async function releaseBody(body: unknown): Promise<void> {
  if (body instanceof Readable) body.destroy();
  else if (body instanceof ReadableStream)
    await body.cancel().catch(ignoreFailure("cancelling the body S3 did not read"));
}

/** Any S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2) through the AWS SDK v3. */
export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  readonly bucket: string;
  readonly client: S3Client;
  readonly directMultipart: S3MultipartUploads;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // R2, B2 and MinIO releases differ on the newer default checksums; send them only when required.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    this.directMultipart = new S3MultipartUploads(this.client, this.bucket);
  }

  async put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject> {
    try {
      assertValidKey(key);
    } catch (error) {
      await discardBody(body);
      throw error;
    }
    const params = {
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType || DEFAULT_TYPE,
      Metadata: toS3Metadata(options.metadata ?? {}),
    };
    if (body instanceof Uint8Array && body.byteLength <= SINGLE_PUT_LIMIT) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body }));
    } else {
      // Parts are sent one at a time: at most one part is held in memory per upload.
      const upload = new Upload({
        client: this.client,
        params: { ...params, Body: Readable.from(chunksOf(body)) },
        partSize: S3_MIN_PART_BYTES,
        queueSize: 1,
      });
      await upload.done();
    }
    const stored = await this.head(key);
    if (!stored) throw new Error(`S3 object ${key} missing right after upload`);
    return stored;
  }

  async head(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        key,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? DEFAULT_TYPE,
        etag: answer.ETag ?? "",
        lastModified: answer.LastModified ?? new Date(0),
        metadata: fromS3Metadata(answer.Metadata ?? {}),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredRead | null> {
    assertValidKey(key);
    if (range) assertRangeShape(range);
    let answer;
    try {
      answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? rangeHeader(range) : undefined,
        }),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      if (isInvalidRange(error)) throw new RangeError(`Range outside object ${key}`);
      throw error;
    }
    const size = range ? sizeFromContentRange(answer.ContentRange ?? null) : answer.ContentLength;
    // S3 shortens a range that runs past the end; the Storage contract refuses it instead.
    if (size === null || size === undefined || (range && range.end >= size)) {
      await releaseBody(answer.Body);
      throw new RangeError(`Range ${range?.start}-${range?.end} outside object ${key}`);
    }
    const object: StoredObject = {
      key,
      size,
      contentType: answer.ContentType ?? DEFAULT_TYPE,
      etag: answer.ETag ?? "",
      lastModified: answer.LastModified ?? new Date(0),
      metadata: fromS3Metadata(answer.Metadata ?? {}),
    };
    return { object, body: webBody(answer.Body) };
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertValidKey);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors?.[0];
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Message}`);
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = directoryPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: dir, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
      if (keys.length > 0) await this.delete(keys);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  toLocalFile(
    key: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<{ path: string; cleanup: () => Promise<void> }> {
    return downloadToTempFile(this, key, { signal: options.signal });
  }

  /** Fails with a message naming the bucket when it cannot be reached with these credentials. */
  async healthCheck(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const reason =
        error instanceof S3ServiceException
          ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? "?"})`
          : (error as Error).message;
      throw new Error(`S3 bucket "${this.bucket}" cannot be reached: ${reason}`, {
        cause: error,
      });
    }
  }

  /** A URL that reads `key` (Range included) without credentials until it expires. */
  presignGet(key: string, options: PresignedGetOptions): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseCacheControl: options.cacheControl,
      ResponseContentDisposition: options.contentDisposition,
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }
}

export function createS3Storage(settings: S3Settings): S3Storage {
  return new S3Storage(settings);
}
