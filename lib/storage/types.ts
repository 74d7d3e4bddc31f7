import "server-only";
import type { Readable } from "node:stream";
import type { z } from "zod";
import type { directUploadGrant } from "./responses";

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
  metadata: Record<string, string>;
}

export interface PutOptions {
  contentType: string;
  metadata?: Record<string, string>;
}

export interface ByteRange {
  start: number;
  /** Inclusive end offset. */
  end: number;
}

export type PutBody = Readable | ReadableStream<Uint8Array> | Uint8Array;

/** What the browser needs to put one object straight into the store (no body through our server). */
export type DirectUploadGrant = z.infer<typeof directUploadGrant>;

export interface DirectUploadOptions {
  maxBytes: number;
  contentType: string;
  validForMs: number;
}

/** How a presigned read answers: the headers S3 puts on its answer in place of ours. */
export interface PresignedGetOptions {
  expiresInSeconds: number;
  cacheControl?: string;
  contentDisposition?: string;
  contentType?: string;
}

/** One uploaded part of a multipart upload, as the store's answer to the part named it. */
export interface MultipartPart {
  partNumber: number;
  etag: string;
}

/** A part as the store holds it (ListParts): the size and ETag are the store's, not the client's. */
export interface ListedPart extends MultipartPart {
  size: number;
}

/** A multipart upload whose parts the browser puts straight into the store (S3). */
export interface DirectMultipart {
  /** Starts an upload of `key`; returns its upload id. */
  create(key: string, contentType: string): Promise<string>;
  /**
   * A URL that puts part `partNumber` (1-based) with a plain PUT of exactly `contentLength` bytes
   * (the length is signed) until it expires.
   */
  presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    options: { contentLength: number; expiresInSeconds: number },
  ): Promise<string>;
  /**
   * The parts the store holds, ascending, from part `after + 1` on (at most `max` of them, else
   * all); null when the store no longer knows the upload (completed or aborted).
   */
  listParts(
    key: string,
    uploadId: string,
    options?: { after?: number; max?: number },
  ): Promise<ListedPart[] | null>;
  /** Joins the parts (any order) into the object `key`. */
  complete(key: string, uploadId: string, parts: MultipartPart[]): Promise<{ size: number }>;
  abort(key: string, uploadId: string): Promise<void>;
}

/** What a read answers: the object's details and its bytes (all, or the range asked for). */
export interface StoredRead {
  object: StoredObject;
  body: ReadableStream<Uint8Array>;
}

/** Object storage, streaming in and out: local disk under DATA_DIR, Vercel Blob or S3. */
export interface Storage {
  readonly kind: "local" | "vercel-blob" | "s3";
  put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject>;
  head(key: string): Promise<StoredObject | null>;
  /** The object's bytes (all, or one inclusive range); null when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredRead | null>;
  delete(keys: string[]): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A local file path for tools like ffmpeg: the file itself on disk, or a temporary download,
   * which stops (and is removed) when `signal` aborts.
   */
  toLocalFile(
    key: string,
    options?: { signal?: AbortSignal },
  ): Promise<{ path: string; cleanup: () => Promise<void> }>;
  healthCheck(): Promise<void>;
  /**
   * Present when the browser can upload to the store itself (Vercel Blob): a grant for one key.
   * Absent on local disk, where bodies go through our routes.
   */
  grantDirectUpload?(key: string, options: DirectUploadOptions): Promise<DirectUploadGrant>;
  /** Present when readers can fetch objects from the store itself (S3): a short-lived URL. */
  presignGet?(key: string, options: PresignedGetOptions): Promise<string>;
  /** Present when the browser can put multipart parts straight into the store (S3). */
  readonly directMultipart?: DirectMultipart;
}
