import type http from "node:http";
import { ApiError, badRequest } from "./fake-vercel-blob-errors";
import { header } from "./fake-vercel-blob-http";
import {
  blobUrl,
  contentTypeAllowed,
  downloadUrl,
  guessContentType,
  md5,
  withRandomSuffix,
} from "./fake-vercel-blob-pathnames";
import type { Caller } from "./fake-vercel-blob-tokens";
import type { BlobAccessMode, FakeBlobObject, FakeBlobState } from "./fake-vercel-blob-types";

/** Storing a blob: the checks and policy every put follows, and the single-request put. */

const MAXIMUM_PATHNAME_LENGTH = 950;
export const DEFAULT_CACHE_CONTROL_MAX_AGE = 30 * 24 * 60 * 60;
export function checkPathname(pathname: string | null): string {
  if (!pathname) throw badRequest("pathname is required");
  if (pathname.length > MAXIMUM_PATHNAME_LENGTH) {
    throw badRequest(`pathname is too long, maximum length is ${MAXIMUM_PATHNAME_LENGTH}`);
  }
  if (pathname.includes("//")) throw badRequest('pathname cannot contain "//"');
  return pathname;
}

export function checkClientPathname(caller: Caller, pathname: string): void {
  if (caller.kind === "client" && caller.payload.pathname !== pathname) {
    throw badRequest(
      `Invalid "pathname": "${pathname}" does not match the token payload "${caller.payload.pathname}"`,
    );
  }
}

export function checkClientSize(caller: Caller, size: number): void {
  const max = caller.kind === "client" ? caller.payload.maximumSizeInBytes : undefined;
  if (max !== undefined && size > max) {
    throw badRequest(`File size mismatch, the file length cannot be greater than ${max} bytes`);
  }
}

export function accessFrom(req: http.IncomingMessage): BlobAccessMode {
  const access = header(req, "x-vercel-blob-access");
  if (access !== "public" && access !== "private") {
    throw badRequest('access must be "private" or "public"');
  }
  return access;
}

/** What a put may do: from the client token's payload, or from the request's headers. */
export function putPolicy(caller: Caller, req: http.IncomingMessage, pathname: string) {
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

export type PutPolicy = ReturnType<typeof putPolicy>;

export function checkOverwrite(state: FakeBlobState, policy: PutPolicy, pathname: string): void {
  const existing = state.objects.get(pathname);
  if (policy.ifMatch !== undefined && existing?.etag !== policy.ifMatch) {
    throw new ApiError(412, "precondition_failed", "Precondition failed: ETag mismatch.");
  }
  if (existing && !policy.allowOverwrite) {
    throw badRequest(
      "This blob already exists, use `allowOverwrite: true` if you want to overwrite it. Or `addRandomSuffix: true` to generate a unique filename.",
    );
  }
}

export function store(
  state: FakeBlobState,
  pathname: string,
  body: Buffer,
  etag: string,
  access: BlobAccessMode,
  policy: PutPolicy,
) {
  checkOverwrite(state, policy, pathname);
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
  state.objects.set(pathname, object);
  return {
    url: blobUrl(state, pathname, access),
    downloadUrl: downloadUrl(state, pathname, access),
    pathname,
    contentType: object.contentType,
    contentDisposition: object.contentDisposition,
    etag: object.etag,
  };
}
// PUT /?pathname=...: a whole blob in one request.
export function singlePut(
  state: FakeBlobState,
  caller: Caller,
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
) {
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
  return store(state, finalPathname, body, `"${md5(body)}"`, access, policy);
}
