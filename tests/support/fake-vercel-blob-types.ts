/** The shapes the fake Vercel Blob exposes to tests, and the state its handlers share. */

export type BlobAccessMode = "public" | "private";

export interface FakeBlobObject {
  body: Buffer;
  contentType: string;
  uploadedAt: Date;
  /** Quoted, as in the ETag header: `"<md5>"`, or `"<md5>-<parts>"` after a multipart upload. */
  etag: string;
  access: BlobAccessMode;
  cacheControl: string;
  contentDisposition: string;
}

/**
 * How a request authenticated: the store's read-write token, a client token, a presigned URL
 * (blob reads only), none, or a bad one.
 */
export type FakeBlobAuth = "read-write" | "client" | "presigned" | "none" | "invalid";

export interface FakeBlobRequest {
  /**
   * "api" for VERCEL_BLOB_API_URL calls, "content" for blob reads from the blob host, "preflight"
   * for a browser's CORS OPTIONS request (answered 204, never authenticated).
   */
  kind: "api" | "content" | "preflight";
  method: string;
  /** API: path and query as sent (`/mpu?pathname=...`). Content: the blob URL's path and query. */
  path: string;
  /** Content reads: the blob host (`{store}.{access}.blob.vercel-storage.com`). */
  host?: string;
  auth: FakeBlobAuth;
  clientToken: boolean;
  /** The `x-mpu-action` header of multipart calls: create, upload or complete. */
  mpuAction?: string;
  /** The answer's status code, once it has been sent (0 before). */
  status: number;
}

export interface FakeMultipartUpload {
  pathname: string;
  key: string;
  access: BlobAccessMode;
  auth: "read-write" | "client";
  parts: Map<number, { body: Buffer; etag: string }>;
}

export interface FakeVercelBlobOptions {
  /** The store id inside tokens and blob hosts; lowercase letters and digits. */
  storeId?: string;
  /**
   * The read-write token to accept (and sign client tokens with), `vercel_blob_rw_{storeId}_{secret}`;
   * the store id is taken from it. Default: a random secret for `storeId`.
   */
  readWriteToken?: string;
  /** The port to listen on (127.0.0.1). Default: a free one. */
  port?: number;
  /**
   * Whether to point this process at the fake: set VERCEL_BLOB_API_URL and install the blob-host
   * dispatcher (redirectBlobHosts), both undone by close(). Default true. False for a standalone
   * server, which leaves its own globals alone and may run beside other fakes.
   */
  redirectInProcess?: boolean;
}

export interface FakeVercelBlob {
  /** `http://127.0.0.1:PORT`: what VERCEL_BLOB_API_URL is (or, standalone, should be) set to. */
  apiUrl: string;
  storeId: string;
  /** `vercel_blob_rw_{storeId}_{secret}`: the token the fake accepts and signs client tokens with. */
  readWriteToken: string;
  /** The stored blobs, keyed by pathname. Tests may read, seed or clear it directly. */
  objects: Map<string, FakeBlobObject>;
  /** Multipart uploads created and not yet completed, keyed by upload id. */
  multipartUploads: Map<string, FakeMultipartUpload>;
  /** Every request the fake answered, in arrival order. */
  requests: FakeBlobRequest[];
  /** Faults inside the fake itself (answered as a 400 bad_request so the SDK does not retry). */
  errors: Error[];
  /** The public URL of a pathname, as the service returns it. */
  blobUrl(pathname: string, access?: BlobAccessMode): string;
  /** Stores a blob without going through the API (for bulk fixtures). */
  seed(
    pathname: string,
    body: Buffer | string,
    options?: { contentType?: string; access?: BlobAccessMode },
  ): FakeBlobObject;
  /** Stops the server; in process, restores VERCEL_BLOB_API_URL and the undici global dispatcher. */
  close(): Promise<void>;
}

/** What the request handlers of one fake share: its credentials and what it holds. */
export interface FakeBlobState {
  storeId: string;
  readWriteToken: string;
  /** The store's signing secret for delegations and presigned URLs (never leaves the service). */
  signingSecret: string;
  objects: Map<string, FakeBlobObject>;
  multipartUploads: Map<string, FakeMultipartUpload>;
  requests: FakeBlobRequest[];
  errors: Error[];
}
