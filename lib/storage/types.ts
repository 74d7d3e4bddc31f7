import type { Readable } from "node:stream";

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
export interface DirectUploadGrant {
  /** The object's key, which the grant is limited to. */
  pathname: string;
  /** A short-lived client token that can put only `pathname`, up to `maxBytes`, of `contentType`. */
  token: string;
  access: "public" | "private";
  contentType: string;
}

export interface DirectUploadOptions {
  maxBytes: number;
  contentType: string;
  validForMs: number;
}

/** Object storage, streaming in and out: local disk under DATA_DIR or Vercel Blob. */
export interface Storage {
  readonly kind: "local" | "vercel-blob";
  put(key: string, body: PutBody, options: PutOptions): Promise<StoredObject>;
  head(key: string): Promise<StoredObject | null>;
  /** The object's bytes (all, or one inclusive range); null when the key does not exist. */
  get(
    key: string,
    range?: ByteRange,
  ): Promise<{ object: StoredObject; body: ReadableStream<Uint8Array> } | null>;
  delete(keys: string[]): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** A local file path for tools like ffmpeg: the file itself on disk, or a temporary download. */
  toLocalFile(key: string): Promise<{ path: string; cleanup: () => Promise<void> }>;
  healthCheck(): Promise<void>;
  /**
   * Present when the browser can upload to the store itself (Vercel Blob): a grant for one key.
   * Absent on local disk, where bodies go through our routes.
   */
  grantDirectUpload?(key: string, options: DirectUploadOptions): Promise<DirectUploadGrant>;
}
