import "server-only";
import { Readable } from "node:stream";
import {
  BlobNotFoundError,
  del,
  get,
  head,
  issueSignedToken,
  list,
  presignUrl,
  put,
  type IssuedSignedToken,
} from "@vercel/blob";
import { generateClientTokenFromReadWriteToken } from "@vercel/blob/client";
import { chunksOf } from "./body";
import { downloadToTempFile } from "./temp-file";
import { assertValidKey, directoryPrefix, randomSuffix } from "./keys";
import { rangeHeader, sizeFromContentRange } from "./ranges";
import type {
  ByteRange,
  DirectUploadGrant,
  DirectUploadOptions,
  PresignedGetOptions,
  PutBody,
  PutOptions,
  Storage,
  StoredObject,
  StoredRead,
} from "./types";
import { ignoreFailure } from "@/lib/log/logger";

export { directoryPrefix } from "./keys";
export { rangeHeader, sizeFromContentRange } from "./ranges";

export type BlobAccess = "public" | "private";

/** Bodies known to be at most this size go up in one request; streams use multipart. */
const SINGLE_PUT_LIMIT = 8 * 1024 * 1024;
const DELETE_BATCH = 500;
/**
 * How long one read delegation is used for. Each presigned URL carries its own, shorter expiry
 * (signed into it); the delegation only saves a control-API call per media request.
 */
const DELEGATION_MS = 60 * 60 * 1000;

/** A StoredObject from the headers of a blob GET answer (200, or 206 to a range request). */
export function objectFromHeaders(
  key: string,
  status: number,
  headers: { get(name: string): string | null },
): StoredObject {
  const fromRange = sizeFromContentRange(headers.get("content-range"));
  const length = Number(headers.get("content-length") ?? Number.NaN);
  const size = status === 206 ? fromRange : (fromRange ?? length);
  if (size === null || !Number.isFinite(size)) {
    throw new Error(`Blob answer for ${key} gave no size (status ${status})`);
  }
  const modified = headers.get("last-modified");
  return {
    key,
    size,
    contentType: headers.get("content-type") ?? "application/octet-stream",
    etag: headers.get("etag") ?? "",
    lastModified: modified ? new Date(modified) : new Date(0),
    // Vercel Blob has no custom metadata: what the app needs lives in the database.
    metadata: {},
  };
}

/** Whether a put body should use a multipart upload (streams, or buffers over the limit). */
export function needsMultipart(body: PutBody): boolean {
  return !(body instanceof Uint8Array) || body.byteLength > SINGLE_PUT_LIMIT;
}

function toBlobBody(body: PutBody): Buffer | Readable | ReadableStream<Uint8Array> {
  if (body instanceof Readable) {
    // The SDK's multipart reader stalls on a Readable that yields strings: hand it bytes only.
    return Readable.from(chunksOf(body));
  }
  return body instanceof Uint8Array && !Buffer.isBuffer(body)
    ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
    : body;
}

/** Vercel Blob: keys are the pathnames (no random suffix); objects are private by default. */
export class VercelBlobStorage implements Storage {
  readonly kind = "vercel-blob" as const;
  /** The store-wide read delegation that presigned URLs are signed with (kept on the server). */
  private delegation: Promise<IssuedSignedToken> | null = null;

  constructor(
    private readonly token: string,
    private readonly access: BlobAccess = "private",
  ) {}

  async put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject> {
    assertValidKey(key);
    const result = await put(key, toBlobBody(body), {
      access: this.access,
      token: this.token,
      contentType: options.contentType,
      addRandomSuffix: false,
      allowOverwrite: true,
      multipart: needsMultipart(body),
    });
    // The put answer carries no size: ask once (cheap, and keeps the returned object truthful).
    const stored = await this.head(result.pathname);
    if (!stored) throw new Error(`Blob ${key} missing right after upload`);
    // Custom metadata is not kept by Vercel Blob (see objectFromHeaders): report what is stored.
    return stored;
  }

  async head(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const blob = await head(key, { token: this.token });
      return {
        key,
        size: blob.size,
        contentType: blob.contentType,
        etag: blob.etag,
        lastModified: blob.uploadedAt,
        metadata: {},
      };
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredRead | null> {
    assertValidKey(key);
    const result = await get(key, {
      access: this.access,
      token: this.token,
      headers: range ? { range: rangeHeader(range) } : undefined,
    });
    if (!result) return null;
    if (result.statusCode !== 200) throw new Error(`Unexpected blob answer for ${key}`);
    const status = result.headers.get("content-range") ? 206 : 200;
    if (range && status !== 206) {
      await result.stream.cancel();
      throw new Error(`Blob store ignored the range request for ${key}`);
    }
    const object = objectFromHeaders(key, status, result.headers);
    // The store shortens a range that runs past the end; the Storage contract refuses it instead.
    if (range && range.end >= object.size) {
      await result.stream.cancel();
      throw new RangeError(`Range ${range.start}-${range.end} outside object ${key}`);
    }
    return { object, body: result.stream };
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertValidKey);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      await del(keys.slice(i, i + DELETE_BATCH), { token: this.token });
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = directoryPrefix(prefix);
    let cursor: string | undefined;
    do {
      const page = await list({ prefix: dir, cursor, limit: 1000, token: this.token });
      if (page.blobs.length > 0)
        await del(
          page.blobs.map((b) => b.url),
          { token: this.token },
        );
      cursor = page.hasMore ? page.cursor : undefined;
    } while (cursor);
  }

  toLocalFile(
    key: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<{ path: string; cleanup: () => Promise<void> }> {
    return downloadToTempFile(this, key, { signal: options.signal });
  }

  /** A client token limited to this one pathname, size, type and time: the browser puts the part itself. */
  async grantDirectUpload(key: string, options: DirectUploadOptions): Promise<DirectUploadGrant> {
    assertValidKey(key);
    const token = await generateClientTokenFromReadWriteToken({
      token: this.token,
      pathname: key,
      maximumSizeInBytes: options.maxBytes,
      allowedContentTypes: [options.contentType],
      addRandomSuffix: false,
      // A retried part replaces the copy that landed before its answer was lost.
      allowOverwrite: true,
      validUntil: Date.now() + options.validForMs,
    });
    return { pathname: key, token, access: this.access, contentType: options.contentType };
  }

  /**
   * A URL on the blob host that reads `key` (Range included) without credentials until it
   * expires. The store cannot override response headers: an attachment disposition becomes
   * `?download=1` (the store names the file after the key), the rest of `options` is the
   * store's own.
   */
  async presignGet(key: string, options: PresignedGetOptions): Promise<string> {
    assertValidKey(key);
    const validForMs = options.expiresInSeconds * 1000;
    const validUntil = Date.now() + validForMs;
    const { presignedUrl } = await presignUrl(await this.readDelegation(validForMs), {
      operation: "get",
      pathname: key,
      access: this.access,
      validUntil,
    });
    if (!options.contentDisposition?.startsWith("attachment")) return presignedUrl;
    const url = new URL(presignedUrl);
    url.searchParams.set("download", "1");
    return url.toString();
  }

  /** The cached delegation while it outlives a new URL by a margin; else a fresh one. */
  private async readDelegation(urlValidForMs: number): Promise<IssuedSignedToken> {
    const current = this.delegation;
    if (current) {
      const delegation = await current.catch(() => null);
      if (delegation && delegation.validUntil - Date.now() > urlValidForMs + 60_000) {
        return delegation;
      }
      // Another caller may have replaced it meanwhile: use theirs.
      if (this.delegation !== current) return this.readDelegation(urlValidForMs);
    }
    const next = issueSignedToken({
      token: this.token,
      pathname: "*",
      operations: ["get"],
      validUntil: Date.now() + Math.max(DELEGATION_MS, urlValidForMs + 120_000),
    });
    this.delegation = next;
    next.catch(() => {
      if (this.delegation === next) this.delegation = null;
    });
    return next;
  }

  async healthCheck(): Promise<void> {
    const key = `_health/probe-${process.pid}-${randomSuffix(8)}`;
    try {
      await this.put(key, new TextEncoder().encode("probe"), { contentType: "text/plain" });
      const got = await this.get(key);
      if (!got) throw new Error("Blob health probe vanished after writing");
      await got.body.cancel();
    } finally {
      await this.delete([key]).catch(ignoreFailure("deleting the health probe blob"));
    }
  }
}

export function createVercelBlobStorage(token: string, access: BlobAccess = "private") {
  return new VercelBlobStorage(token, access);
}
