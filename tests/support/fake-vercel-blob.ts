import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import type { Dispatcher } from "undici";
import { isPresigned, issueDelegation, presignedReadAllowed } from "./fake-vercel-blob-presign";

/**
 * Vercel Blob, faked at the network edge for @vercel/blob 2.8.0: the real SDK builds the requests
 * (API calls to VERCEL_BLOB_API_URL, blob reads straight from `https://{store}.{access}.blob.
 * vercel-storage.com/...`) and this answers them the way the service does, tokens included.
 *
 * - API calls: the SDK reads VERCEL_BLOB_API_URL at call time, so it is pointed at a local server.
 * - Blob reads: `get()` uses undici's `fetch` (the npm package, not the global one), which sends
 *   through the undici global dispatcher; a dispatcher is installed that sends requests for
 *   `*.blob.vercel-storage.com` to the local server and everything else where it went before.
 *   Node's own `fetch` uses the same global dispatcher, so it reaches the fake too.
 *
 * In process (the integration tests) startFakeVercelBlob() does both. Across processes (the
 * end-to-end run) it runs alone (fake-vercel-blob-server.ts, `redirectInProcess: false`), the app
 * server gets VERCEL_BLOB_API_URL and the preload blob-host-redirect.mjs (the same dispatcher as
 * redirectBlobHosts() below), and the browser calls the API cross-origin: the fake answers CORS
 * like the service does. Blob reads also accept presigned URLs (`issueSignedToken` + `presignUrl`,
 * checked in fake-vercel-blob-presign.ts): signature, expiry and scope, with Range as usual.
 * Paths under /__fake/ are the fake's own, for tests in other processes:
 * GET /__fake/health, /__fake/objects, /__fake/requests, /__fake/errors; POST /__fake/reset.
 */

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

const BLOB_HOST_SUFFIX = ".blob.vercel-storage.com";
/** Where redirected blob reads arrive; blob-host-redirect.mjs uses the same prefix. */
const CONTENT_PREFIX = "/__blob-content/";
/** The fake's own endpoints for tests (not part of the Blob API). */
const FAKE_PREFIX = "/__fake/";
const READ_WRITE_TOKEN = /^vercel_blob_rw_([^_]+)_(.+)$/;
/** CORS, as the service answers it: any origin may call the API (tokens, not cookies, authorize). */
const CORS_ALLOW_METHODS = "GET, HEAD, PUT, POST, DELETE, OPTIONS";
const CORS_EXPOSE_HEADERS = [
  "etag",
  "content-type",
  "content-length",
  "content-range",
  "content-disposition",
  "cache-control",
  "last-modified",
  "accept-ranges",
  "retry-after",
].join(", ");
const CORS_MAX_AGE = "86400";
const MAXIMUM_PATHNAME_LENGTH = 950;
const DEFAULT_CACHE_CONTROL_MAX_AGE = 30 * 24 * 60 * 60;
const LIST_LIMIT_MAX = 1000;
/** S3 rules, which Vercel Blob multipart uploads follow. */
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;

const EXTENSION_TYPES: Record<string, string> = {
  txt: "text/plain",
  html: "text/html",
  css: "text/css",
  js: "text/javascript",
  json: "application/json",
  vtt: "text/vtt",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
};

/** A Vercel Blob API error: the JSON body `{ error: { code, message } }` the SDK maps to a class. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const forbidden = () =>
  new ApiError(403, "forbidden", "Access denied, please provide a valid token for this resource.");
const notFound = () => new ApiError(404, "not_found", "The requested blob does not exist");
const badRequest = (message: string) => new ApiError(400, "bad_request", message);
const clientTokenNotAllowed = () =>
  new ApiError(
    403,
    "client_token_not_allowed",
    "This operation is not available when using a client token. Use a read\u2013write or OIDC token on the server.",
  );

/** The fields of a client token payload (generateClientTokenFromReadWriteToken) that the service enforces. */
interface ClientTokenPayload {
  pathname: string;
  validUntil: number;
  maximumSizeInBytes?: number;
  allowedContentTypes?: string[];
  addRandomSuffix?: boolean;
  allowOverwrite?: boolean;
  cacheControlMaxAge?: number;
  ifMatch?: string;
}

type Caller = { kind: "read-write" } | { kind: "client"; payload: ClientTokenPayload };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optional<T>(
  record: Record<string, unknown>,
  name: string,
  check: (v: unknown) => v is T,
): T | undefined {
  const value = record[name];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw forbidden();
  return value;
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";
const isString = (v: unknown): v is string => typeof v === "string";
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((item) => typeof item === "string");

function parseClientPayload(json: string): ClientTokenPayload {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw forbidden();
  }
  if (!isRecord(data) || !isString(data.pathname) || !isNumber(data.validUntil)) {
    throw forbidden();
  }
  return {
    pathname: data.pathname,
    validUntil: data.validUntil,
    maximumSizeInBytes: optional(data, "maximumSizeInBytes", isNumber),
    allowedContentTypes: optional(data, "allowedContentTypes", isStringArray),
    addRandomSuffix: optional(data, "addRandomSuffix", isBoolean),
    allowOverwrite: optional(data, "allowOverwrite", isBoolean),
    cacheControlMaxAge: optional(data, "cacheControlMaxAge", isNumber),
    ifMatch: optional(data, "ifMatch", isString),
  };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `type/subtype` without parameters, lowercased. */
function mediaType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

function contentTypeAllowed(contentType: string, allowed: string[]): boolean {
  const type = mediaType(contentType);
  return allowed.some((entry) => {
    const want = mediaType(entry);
    if (want === "*/*" || want === type) return true;
    return want.endsWith("/*") && type.startsWith(want.slice(0, -1));
  });
}

function guessContentType(pathname: string): string {
  const base = pathname.split("/").pop() ?? "";
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  return EXTENSION_TYPES[ext] ?? "application/octet-stream";
}

function md5(data: Buffer): string {
  return createHash("md5").update(data).digest("hex");
}

function randomAlphanumeric(length: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** `dir/name.ext` -> `dir/name-<random>.ext`, like the service's addRandomSuffix. */
function withRandomSuffix(pathname: string): string {
  const slash = pathname.lastIndexOf("/");
  const dir = pathname.slice(0, slash + 1);
  const base = pathname.slice(slash + 1);
  const dot = base.lastIndexOf(".");
  const suffix = randomAlphanumeric(30);
  return dot > 0
    ? `${dir}${base.slice(0, dot)}-${suffix}${base.slice(dot)}`
    : `${dir}${base}-${suffix}`;
}

function encodePathname(pathname: string): string {
  return pathname.split("/").map(encodeURIComponent).join("/");
}

function decodePathname(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw badRequest("Invalid pathname encoding");
  }
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parseByteRange(
  value: string,
  size: number,
): { start: number; end: number } | "invalid" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "invalid";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || start > end) return "invalid";
  return { start, end };
}

/** Whether a fake that redirects this process (env and dispatcher) is running. */
let running = false;

/**
 * Requests for blob hosts go to the fake server; all others go where they went before.
 * blob-host-redirect.mjs has the same class in plain JS (Node cannot import this file without a
 * loader): keep the two alike.
 */
class BlobHostRouter extends Agent {
  constructor(
    private readonly target: string,
    private readonly fallback: Dispatcher,
  ) {
    super();
  }

  override dispatch(options: Agent.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    const origin = options.origin ? new URL(String(options.origin)) : null;
    if (!origin || !origin.hostname.endsWith(BLOB_HOST_SUFFIX)) {
      return this.fallback.dispatch(options, handler);
    }
    return super.dispatch(
      { ...options, origin: this.target, path: `${CONTENT_PREFIX}${origin.host}${options.path}` },
      handler,
    );
  }
}

/**
 * Installs, as undici's global dispatcher, a router that sends requests for
 * `*.blob.vercel-storage.com` to the fake at `target` (`http://127.0.0.1:PORT`) and everything else
 * to the dispatcher that was there before. The global is shared through
 * `globalThis[Symbol.for("undici.globalDispatcher.1")]` and read on every fetch, so the npm undici,
 * bundled copies of it and Node's own fetch all follow. Returns the function that undoes it.
 */
export function redirectBlobHosts(target: string): () => Promise<void> {
  const origin = new URL(target).origin;
  const previous = getGlobalDispatcher();
  const router = new BlobHostRouter(origin, previous);
  setGlobalDispatcher(router);
  let restored = false;
  return async () => {
    if (restored) return;
    restored = true;
    if (getGlobalDispatcher() === router) setGlobalDispatcher(previous);
    await router.destroy();
  };
}

/** The store id and token from the options: a given token, or a random one for the store id. */
function storeCredentials(options: FakeVercelBlobOptions): {
  storeId: string;
  readWriteToken: string;
} {
  const checkStoreId = (id: string) => {
    // The store id is also a host name label (`{storeId}.private.blob...`), which URLs lowercase.
    if (!/^[a-z0-9]+$/.test(id)) throw new Error("storeId must be lowercase letters and digits");
    return id;
  };
  if (options.readWriteToken === undefined) {
    const storeId = checkStoreId(options.storeId ?? "fakestore123");
    return {
      storeId,
      readWriteToken: `vercel_blob_rw_${storeId}_${randomBytes(16).toString("hex")}`,
    };
  }
  const storeId = READ_WRITE_TOKEN.exec(options.readWriteToken)?.[1];
  if (storeId === undefined) {
    throw new Error("readWriteToken must look like vercel_blob_rw_{storeId}_{secret}");
  }
  if (options.storeId !== undefined && options.storeId !== storeId) {
    throw new Error(`storeId "${options.storeId}" differs from the token's store id "${storeId}"`);
  }
  return { storeId: checkStoreId(storeId), readWriteToken: options.readWriteToken };
}

export async function startFakeVercelBlob(
  options: FakeVercelBlobOptions = {},
): Promise<FakeVercelBlob> {
  const redirectInProcess = options.redirectInProcess ?? true;
  if (redirectInProcess && running) {
    throw new Error("A fake Vercel Blob is already running in this process");
  }
  const { storeId, readWriteToken } = storeCredentials(options);
  /** The store's signing secret for delegations and presigned URLs (never leaves the service). */
  const signingSecret = createHmac("sha256", readWriteToken).update("blob-signing").digest("hex");
  const objects = new Map<string, FakeBlobObject>();
  const multipartUploads = new Map<string, FakeMultipartUpload>();
  const requests: FakeBlobRequest[] = [];
  const errors: Error[] = [];
  const logs = new WeakMap<http.ServerResponse, FakeBlobRequest>();

  const blobUrl = (pathname: string, access: BlobAccessMode = "private") =>
    `https://${storeId}.${access}${BLOB_HOST_SUFFIX}/${encodePathname(pathname)}`;
  const downloadUrl = (pathname: string, access: BlobAccessMode) =>
    `${blobUrl(pathname, access)}?download=1`;

  /** A pathname from an API argument that may be a pathname or a blob URL of this store. */
  function pathnameOf(urlOrPathname: string): string | null {
    if (!/^https?:\/\//.test(urlOrPathname)) return urlOrPathname;
    const url = new URL(urlOrPathname);
    if (!url.hostname.startsWith(`${storeId}.`) || !url.hostname.endsWith(BLOB_HOST_SUFFIX)) {
      return null;
    }
    return decodePathname(url.pathname.slice(1));
  }

  function authenticate(req: http.IncomingMessage): { auth: FakeBlobAuth; caller?: Caller } {
    const authorization = header(req, "authorization");
    if (!authorization) return { auth: "none" };
    const token = /^Bearer (.+)$/.exec(authorization)?.[1] ?? "";
    if (sameSecret(token, readWriteToken))
      return { auth: "read-write", caller: { kind: "read-write" } };
    if (!token.startsWith("vercel_blob_client_")) return { auth: "invalid" };
    const [, , , tokenStore, encoded, ...rest] = token.split("_");
    if (tokenStore !== storeId || !encoded || rest.length > 0) return { auth: "invalid" };
    const decoded = Buffer.from(encoded, "base64").toString();
    const dot = decoded.indexOf(".");
    if (dot < 0) return { auth: "invalid" };
    const signature = decoded.slice(0, dot);
    const payload = decoded.slice(dot + 1);
    // signPayload: HMAC-SHA256 of the base64 payload, keyed with the read-write token, in hex.
    const expected = createHmac("sha256", readWriteToken).update(payload).digest("hex");
    if (!sameSecret(signature, expected)) return { auth: "invalid" };
    try {
      const parsed = parseClientPayload(Buffer.from(payload, "base64").toString());
      return { auth: "client", caller: { kind: "client", payload: parsed } };
    } catch {
      return { auth: "invalid" };
    }
  }

  /** The caller, or the error the service gives: no or bad token, expired client token. */
  function requireCaller(auth: { caller?: Caller }): Caller {
    const { caller } = auth;
    if (!caller) throw forbidden();
    if (caller.kind === "client" && caller.payload.validUntil < Date.now()) {
      throw new ApiError(403, "forbidden", "Token expired");
    }
    return caller;
  }

  function requireReadWrite(auth: { caller?: Caller }): void {
    if (requireCaller(auth).kind === "client") throw clientTokenNotAllowed();
  }

  function checkPathname(pathname: string | null): string {
    if (!pathname) throw badRequest("pathname is required");
    if (pathname.length > MAXIMUM_PATHNAME_LENGTH) {
      throw badRequest(`pathname is too long, maximum length is ${MAXIMUM_PATHNAME_LENGTH}`);
    }
    if (pathname.includes("//")) throw badRequest('pathname cannot contain "//"');
    return pathname;
  }

  function checkClientPathname(caller: Caller, pathname: string): void {
    if (caller.kind === "client" && caller.payload.pathname !== pathname) {
      throw badRequest(
        `Invalid "pathname": "${pathname}" does not match the token payload "${caller.payload.pathname}"`,
      );
    }
  }

  function checkClientSize(caller: Caller, size: number): void {
    const max = caller.kind === "client" ? caller.payload.maximumSizeInBytes : undefined;
    if (max !== undefined && size > max) {
      throw badRequest(`File size mismatch, the file length cannot be greater than ${max} bytes`);
    }
  }

  function accessFrom(req: http.IncomingMessage): BlobAccessMode {
    const access = header(req, "x-vercel-blob-access");
    if (access !== "public" && access !== "private") {
      throw badRequest('access must be "private" or "public"');
    }
    return access;
  }

  /** What a put may do: from the client token's payload, or from the request's headers. */
  function putPolicy(caller: Caller, req: http.IncomingMessage, pathname: string) {
    const contentType = header(req, "x-content-type") ?? guessContentType(pathname);
    if (caller.kind === "client") {
      const { payload } = caller;
      const allowed = payload.allowedContentTypes;
      if (allowed && allowed.length > 0 && !contentTypeAllowed(contentType, allowed)) {
        throw badRequest(`contentType "${contentType}" is not allowed`);
      }
      return {
        contentType,
        addRandomSuffix: payload.addRandomSuffix === true,
        allowOverwrite: payload.allowOverwrite === true || payload.ifMatch !== undefined,
        ifMatch: payload.ifMatch,
        cacheControlMaxAge: payload.cacheControlMaxAge ?? DEFAULT_CACHE_CONTROL_MAX_AGE,
      };
    }
    const maxAge = header(req, "x-cache-control-max-age");
    if (maxAge !== undefined && !/^\d+$/.test(maxAge)) {
      throw badRequest("Invalid cacheControlMaxAge");
    }
    return {
      contentType,
      addRandomSuffix: header(req, "x-add-random-suffix") === "1",
      allowOverwrite: header(req, "x-allow-overwrite") === "1",
      ifMatch: header(req, "x-if-match"),
      cacheControlMaxAge: maxAge === undefined ? DEFAULT_CACHE_CONTROL_MAX_AGE : Number(maxAge),
    };
  }

  type PutPolicy = ReturnType<typeof putPolicy>;

  function checkOverwrite(policy: PutPolicy, pathname: string): void {
    const existing = objects.get(pathname);
    if (policy.ifMatch !== undefined && existing?.etag !== policy.ifMatch) {
      throw new ApiError(412, "precondition_failed", "Precondition failed: ETag mismatch.");
    }
    if (existing && !policy.allowOverwrite) {
      throw badRequest(
        "This blob already exists, use `allowOverwrite: true` if you want to overwrite it. Or `addRandomSuffix: true` to generate a unique filename.",
      );
    }
  }

  function store(
    pathname: string,
    body: Buffer,
    etag: string,
    access: BlobAccessMode,
    policy: PutPolicy,
  ) {
    checkOverwrite(policy, pathname);
    const name = pathname.split("/").pop() ?? pathname;
    const object: FakeBlobObject = {
      body,
      contentType: policy.contentType,
      uploadedAt: new Date(),
      etag,
      access,
      cacheControl: `public, max-age=${policy.cacheControlMaxAge}`,
      contentDisposition: `inline; filename="${name}"`,
    };
    objects.set(pathname, object);
    return {
      url: blobUrl(pathname, access),
      downloadUrl: downloadUrl(pathname, access),
      pathname,
      contentType: object.contentType,
      contentDisposition: object.contentDisposition,
      etag: object.etag,
    };
  }

  function blobInfo(pathname: string, object: FakeBlobObject) {
    return {
      url: blobUrl(pathname, object.access),
      downloadUrl: downloadUrl(pathname, object.access),
      pathname,
      size: object.body.byteLength,
      uploadedAt: object.uploadedAt.toISOString(),
      etag: object.etag,
    };
  }

  // PUT /?pathname=...: a whole blob in one request.
  function singlePut(caller: Caller, req: http.IncomingMessage, url: URL, body: Buffer) {
    if (url.searchParams.has("fromUrl")) {
      throw badRequest("copy() is not implemented by the fake Vercel Blob");
    }
    const pathname = checkPathname(url.searchParams.get("pathname"));
    checkClientPathname(caller, pathname);
    const access = accessFrom(req);
    const policy = putPolicy(caller, req, pathname);
    checkClientSize(caller, body.byteLength);
    if (pathname.endsWith("/") && body.byteLength > 0) {
      throw badRequest("A pathname ending with a slash (a folder) cannot have a body");
    }
    const finalPathname = policy.addRandomSuffix ? withRandomSuffix(pathname) : pathname;
    return store(finalPathname, body, `"${md5(body)}"`, access, policy);
  }

  // POST /mpu?pathname=... with x-mpu-action create | upload | complete.
  function multipart(caller: Caller, req: http.IncomingMessage, url: URL, body: Buffer) {
    const pathname = checkPathname(url.searchParams.get("pathname"));
    checkClientPathname(caller, pathname);
    const action = header(req, "x-mpu-action");
    if (action === "create") {
      const access = accessFrom(req);
      const policy = putPolicy(caller, req, pathname);
      const key = policy.addRandomSuffix ? withRandomSuffix(pathname) : pathname;
      checkOverwrite(policy, key);
      const uploadId = randomBytes(24).toString("base64url");
      multipartUploads.set(uploadId, {
        pathname,
        key,
        access,
        auth: caller.kind,
        parts: new Map(),
      });
      return { key, uploadId };
    }
    const uploadId = header(req, "x-mpu-upload-id") ?? "";
    const upload = multipartUploads.get(uploadId);
    const key = decodePathname(header(req, "x-mpu-key") ?? "");
    if (!upload || upload.key !== key || upload.pathname !== pathname) {
      throw new ApiError(404, "not_found", "The multipart upload does not exist");
    }
    if (action === "upload") {
      const partNumber = Number(header(req, "x-mpu-part-number"));
      if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
        throw badRequest(`Invalid part number, it must be between 1 and ${MAX_PART_NUMBER}`);
      }
      let others = 0;
      for (const [n, part] of upload.parts) if (n !== partNumber) others += part.body.byteLength;
      checkClientSize(caller, others + body.byteLength);
      const etag = `"${md5(body)}"`;
      upload.parts.set(partNumber, { body, etag });
      return { etag };
    }
    if (action === "complete") {
      let listed: unknown;
      try {
        listed = JSON.parse(body.toString());
      } catch {
        throw badRequest("The parts list is not JSON");
      }
      if (!Array.isArray(listed) || listed.length === 0) {
        throw badRequest("The parts list must be a non-empty array");
      }
      // The SDK lists parts in the order their uploads finished; the service sorts them.
      const parts = listed
        .map((entry: unknown) => {
          if (!isRecord(entry) || !isNumber(entry.partNumber) || !isString(entry.etag)) {
            throw badRequest("Each part needs a partNumber and an etag");
          }
          const part = upload.parts.get(entry.partNumber);
          if (!part || part.etag !== entry.etag) {
            throw badRequest(
              `Part ${entry.partNumber} was not uploaded or its etag does not match`,
            );
          }
          return { partNumber: entry.partNumber, ...part };
        })
        .sort((a, b) => a.partNumber - b.partNumber);
      parts.forEach((part, i) => {
        if (i > 0 && parts[i - 1]?.partNumber === part.partNumber) {
          throw badRequest(`Part ${part.partNumber} is listed twice`);
        }
        if (i < parts.length - 1 && part.body.byteLength < MIN_PART_SIZE) {
          throw badRequest(
            `Part ${part.partNumber} is smaller than ${MIN_PART_SIZE} bytes and is not the last part`,
          );
        }
      });
      const whole = Buffer.concat(parts.map((part) => part.body));
      checkClientSize(caller, whole.byteLength);
      const policy = putPolicy(caller, req, pathname);
      const digest = createHash("md5");
      for (const part of parts) digest.update(Buffer.from(part.etag.slice(1, -1), "hex"));
      const etag = `"${digest.digest("hex")}-${parts.length}"`;
      const result = store(upload.key, whole, etag, upload.access, policy);
      multipartUploads.delete(uploadId);
      return result;
    }
    throw badRequest(`Unknown x-mpu-action "${action ?? ""}"`);
  }

  // GET /?url=...: the metadata of one blob.
  function headBlob(url: URL) {
    const pathname = pathnameOf(url.searchParams.get("url") ?? "");
    const object = pathname === null ? undefined : objects.get(pathname);
    if (pathname === null || !object) throw notFound();
    return {
      ...blobInfo(pathname, object),
      contentType: object.contentType,
      contentDisposition: object.contentDisposition,
      cacheControl: object.cacheControl,
    };
  }

  // GET /?prefix=&cursor=&limit=&mode=: blobs in pathname order, a page at a time.
  function listBlobs(url: URL) {
    const limitParam = url.searchParams.get("limit");
    const limit = limitParam === null ? LIST_LIMIT_MAX : Number(limitParam);
    if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) {
      throw badRequest(`limit must be an integer between 1 and ${LIST_LIMIT_MAX}`);
    }
    const prefix = url.searchParams.get("prefix") ?? "";
    const mode = url.searchParams.get("mode") ?? "expanded";
    if (mode !== "expanded" && mode !== "folded")
      throw badRequest("mode must be expanded or folded");
    const cursorParam = url.searchParams.get("cursor");
    const after = cursorParam ? Buffer.from(cursorParam, "base64url").toString() : null;
    const entries = new Map<string, { folder: boolean }>();
    for (const pathname of objects.keys()) {
      if (!pathname.startsWith(prefix)) continue;
      const slash = mode === "folded" ? pathname.indexOf("/", prefix.length) : -1;
      if (slash >= 0) entries.set(pathname.slice(0, slash + 1), { folder: true });
      else entries.set(pathname, { folder: false });
    }
    const names = [...entries.keys()].sort().filter((name) => after === null || name > after);
    const page = names.slice(0, limit);
    const hasMore = names.length > limit;
    const last = page[page.length - 1];
    const blobs = page.flatMap((name) => {
      const object = entries.get(name)?.folder ? undefined : objects.get(name);
      return object ? [blobInfo(name, object)] : [];
    });
    return {
      blobs,
      ...(mode === "folded" ? { folders: page.filter((name) => entries.get(name)?.folder) } : {}),
      hasMore,
      ...(hasMore && last !== undefined ? { cursor: Buffer.from(last).toString("base64url") } : {}),
    };
  }

  // POST /delete {urls}: removes blobs; unknown ones are ignored.
  function deleteBlobs(req: http.IncomingMessage, body: Buffer) {
    let data: unknown;
    try {
      data = JSON.parse(body.toString());
    } catch {
      throw badRequest("The body must be JSON");
    }
    if (!isRecord(data) || !isStringArray(data.urls)) throw badRequest("urls must be an array");
    const ifMatch = header(req, "x-if-match");
    const pathnames = data.urls.map(pathnameOf);
    if (ifMatch !== undefined) {
      const only = pathnames.length === 1 ? pathnames[0] : null;
      const existing = only ? objects.get(only) : undefined;
      if (existing?.etag !== ifMatch) {
        throw new ApiError(412, "precondition_failed", "Precondition failed: ETag mismatch.");
      }
    }
    for (const pathname of pathnames) if (pathname !== null) objects.delete(pathname);
    return {};
  }

  // POST /signed-token: a delegation that presignUrl() signs blob URLs with, without the service.
  function signedToken(body: Buffer) {
    let data: unknown;
    try {
      data = JSON.parse(body.toString() || "{}");
    } catch {
      throw badRequest("The body must be JSON");
    }
    const issued = issueDelegation(signingSecret, storeId, data);
    if (typeof issued === "string") throw badRequest(issued);
    return issued;
  }

  async function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    log: FakeBlobRequest,
  ) {
    const url = new URL(req.url ?? "/", "http://fake");
    const auth = authenticate(req);
    log.auth = auth.auth;
    log.clientToken = auth.auth === "client";
    log.mpuAction = header(req, "x-mpu-action");
    // The whole body is read before answering, so an early refusal never cuts an upload short
    // (undici would report a network error, which the SDK retries).
    const body = await readBody(req);
    const storeHeader = header(req, "x-vercel-blob-store-id");
    const caller = requireCaller(auth);
    if (storeHeader !== undefined && storeHeader !== storeId) {
      throw new ApiError(404, "store_not_found", "This store does not exist.");
    }
    const route = `${req.method ?? ""} ${url.pathname}`;
    let answer: unknown;
    if (route === "PUT /") {
      answer = singlePut(caller, req, url, body);
    } else if (route === "POST /mpu") {
      answer = multipart(caller, req, url, body);
    } else if (route === "GET /") {
      requireReadWrite(auth);
      answer = url.searchParams.has("url") ? headBlob(url) : listBlobs(url);
    } else if (route === "POST /delete") {
      requireReadWrite(auth);
      answer = deleteBlobs(req, body);
    } else if (route === "POST /signed-token") {
      requireReadWrite(auth);
      answer = signedToken(body);
    } else {
      throw badRequest(`The fake Vercel Blob has no route for ${route}`);
    }
    sendJson(res, 200, answer);
  }

  // GET|HEAD /__blob-content/{store}.{access}.blob.vercel-storage.com/{pathname}: the bytes.
  async function handleContent(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    log: FakeBlobRequest,
  ) {
    await readBody(req);
    const rest = (req.url ?? "").slice(CONTENT_PREFIX.length);
    const slash = rest.indexOf("/");
    const host = rest.slice(0, slash);
    const url = new URL(rest.slice(slash), "http://fake");
    log.host = host;
    log.path = `${url.pathname}${url.search}`;
    const presigned = isPresigned(url);
    const auth: { auth: FakeBlobAuth; caller?: Caller } = presigned
      ? { auth: "presigned" }
      : authenticate(req);
    log.auth = auth.auth;
    log.clientToken = auth.auth === "client";
    const hostMatch = /^([a-z0-9]+)\.(public|private)\.blob\.vercel-storage\.com$/.exec(host);
    const pathname = decodePathname(url.pathname.slice(1));
    const object = objects.get(pathname);
    if (req.method !== "GET" && req.method !== "HEAD")
      return sendText(res, 405, "Method Not Allowed");
    if (!hostMatch || hostMatch[1] !== storeId) return sendText(res, 404, "Not Found");
    if (presigned) {
      // A forged, altered or expired presigned URL is refused, on public blobs too.
      if (!presignedReadAllowed(signingSecret, storeId, url, pathname, req.method ?? "")) {
        log.auth = "invalid";
        return sendText(res, 403, "Forbidden");
      }
    } else if (hostMatch[2] === "private" && auth.caller?.kind !== "read-write") {
      return sendText(res, 403, "Forbidden");
    }
    if (!object || object.access !== hostMatch[2]) return sendText(res, 404, "Not Found");
    const size = object.body.byteLength;
    const name = pathname.split("/").pop() ?? pathname;
    const headers: http.OutgoingHttpHeaders = {
      "content-type": object.contentType,
      etag: object.etag,
      "last-modified": object.uploadedAt.toUTCString(),
      "cache-control": object.cacheControl,
      "content-disposition":
        url.searchParams.get("download") === "1"
          ? `attachment; filename="${name}"`
          : object.contentDisposition,
      "accept-ranges": "bytes",
    };
    const ifNoneMatch = header(req, "if-none-match");
    if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(object.etag)) {
      writeHead(res, 304, headers);
      return res.end();
    }
    const rangeHeader = header(req, "range");
    const range = rangeHeader === undefined ? null : parseByteRange(rangeHeader, size);
    if (range === "invalid") {
      writeHead(res, 416, { ...headers, "content-range": `bytes */${size}`, "content-length": 0 });
      return res.end();
    }
    const slice = range ? object.body.subarray(range.start, range.end + 1) : object.body;
    writeHead(res, range ? 206 : 200, {
      ...headers,
      "content-length": slice.byteLength,
      ...(range ? { "content-range": `bytes ${range.start}-${range.end}/${size}` } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : slice);
  }

  /** Logs the status before sending it, so it is in the log by the time the SDK sees it. */
  function writeHead(res: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders) {
    const log = logs.get(res);
    if (log) log.status = status;
    res.writeHead(status, headers);
  }

  function sendJson(res: http.ServerResponse, status: number, data: unknown) {
    const text = JSON.stringify(data);
    writeHead(res, status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
    });
    res.end(text);
  }

  function sendText(res: http.ServerResponse, status: number, text: string) {
    writeHead(res, status, {
      "content-type": "text/plain",
      "content-length": Buffer.byteLength(text),
    });
    res.end(text);
  }

  /** CORS preflight: allows what the browser asks for (the SDK's x-* headers, authorization). */
  function preflight(req: http.IncomingMessage, res: http.ServerResponse) {
    const requested = header(req, "access-control-request-headers");
    writeHead(res, 204, {
      "access-control-allow-methods": CORS_ALLOW_METHODS,
      ...(requested ? { "access-control-allow-headers": requested } : {}),
      // The (older) Private Network Access preflight, sent when a less private page calls here.
      ...(header(req, "access-control-request-private-network") === "true"
        ? { "access-control-allow-private-network": "true" }
        : {}),
      "access-control-max-age": CORS_MAX_AGE,
      vary: "Access-Control-Request-Headers",
    });
    res.end();
  }

  /** /__fake/...: what reached the store, for tests in another process. Not logged. */
  async function handleFake(req: http.IncomingMessage, res: http.ServerResponse) {
    await readBody(req);
    const route = `${req.method ?? ""} ${new URL(req.url ?? "/", "http://fake").pathname}`;
    switch (route) {
      case `GET ${FAKE_PREFIX}health`:
        return sendText(res, 200, "ok");
      case `GET ${FAKE_PREFIX}objects`:
        return sendJson(
          res,
          200,
          [...objects.entries()]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([pathname, object]) => ({
              pathname,
              size: object.body.byteLength,
              contentType: object.contentType,
              access: object.access,
              etag: object.etag,
              uploadedAt: object.uploadedAt.toISOString(),
            })),
        );
      case `GET ${FAKE_PREFIX}requests`:
        return sendJson(res, 200, requests);
      case `GET ${FAKE_PREFIX}errors`:
        return sendJson(
          res,
          200,
          errors.map((error) => ({ message: error.message })),
        );
      case `POST ${FAKE_PREFIX}reset`:
        objects.clear();
        multipartUploads.clear();
        requests.length = 0;
        errors.length = 0;
        writeHead(res, 204, {});
        return res.end();
      default:
        return sendText(res, 404, `The fake Vercel Blob has no test endpoint ${route}`);
    }
  }

  const server = http.createServer((req, res) => {
    // On every answer, errors included: a browser sees a CORS failure as a network error, which
    // the SDK retries instead of reporting the service's error.
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-expose-headers", CORS_EXPOSE_HEADERS);
    const reqPath = req.url ?? "";
    const testEndpoint = reqPath.startsWith(FAKE_PREFIX);
    if (req.method === "OPTIONS") {
      if (!testEndpoint) {
        const log: FakeBlobRequest = {
          kind: "preflight",
          method: "OPTIONS",
          path: reqPath,
          auth: "none",
          clientToken: false,
          status: 0,
        };
        requests.push(log);
        logs.set(res, log);
      }
      req.resume();
      preflight(req, res);
      return;
    }
    if (testEndpoint) {
      handleFake(req, res).catch(() => res.destroy());
      return;
    }
    const content = reqPath.startsWith(CONTENT_PREFIX);
    const log: FakeBlobRequest = {
      kind: content ? "content" : "api",
      method: req.method ?? "",
      path: req.url ?? "",
      auth: "none",
      clientToken: false,
      status: 0,
    };
    requests.push(log);
    logs.set(res, log);
    const handled = content ? handleContent(req, res, log) : handleApi(req, res, log);
    handled.catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof ApiError) {
        sendJson(res, error.status, { error: { code: error.code, message: error.message } });
        return;
      }
      // A fault in the fake: a 400 with the reason, since 5xx and unknown codes make the SDK retry.
      const fault = error instanceof Error ? error : new Error(String(error));
      errors.push(fault);
      sendJson(res, 400, {
        error: { code: "bad_request", message: `Fake Vercel Blob fault: ${fault.message}` },
      });
    });
  });

  if (redirectInProcess) running = true;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
    });
  } catch (error) {
    if (redirectInProcess) running = false;
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}`;

  const previousApiUrl = process.env.VERCEL_BLOB_API_URL;
  let restoreDispatcher: (() => Promise<void>) | null = null;
  if (redirectInProcess) {
    process.env.VERCEL_BLOB_API_URL = apiUrl;
    restoreDispatcher = redirectBlobHosts(apiUrl);
  }

  let closed = false;
  return {
    apiUrl,
    storeId,
    readWriteToken,
    objects,
    multipartUploads,
    requests,
    errors,
    blobUrl,
    seed(pathname, body, seedOptions = {}) {
      const bytes = typeof body === "string" ? Buffer.from(body) : body;
      const object: FakeBlobObject = {
        body: bytes,
        contentType: seedOptions.contentType ?? guessContentType(pathname),
        uploadedAt: new Date(),
        etag: `"${md5(bytes)}"`,
        access: seedOptions.access ?? "private",
        cacheControl: `public, max-age=${DEFAULT_CACHE_CONTROL_MAX_AGE}`,
        contentDisposition: `inline; filename="${pathname.split("/").pop() ?? pathname}"`,
      };
      objects.set(pathname, object);
      return object;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (restoreDispatcher) {
        if (previousApiUrl === undefined) delete process.env.VERCEL_BLOB_API_URL;
        else process.env.VERCEL_BLOB_API_URL = previousApiUrl;
        await restoreDispatcher();
      }
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      if (redirectInProcess) running = false;
    },
  };
}
