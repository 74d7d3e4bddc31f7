import type http from "node:http";
import { ApiError, badRequest, isRecord, isStringArray, notFound } from "./fake-vercel-blob-errors";
import { header, readBody, sendJson } from "./fake-vercel-blob-http";
import { multipart } from "./fake-vercel-blob-multipart";
import { blobInfo, pathnameOf } from "./fake-vercel-blob-pathnames";
import { issueDelegation } from "./fake-vercel-blob-presign";
import { singlePut } from "./fake-vercel-blob-put";
import { authenticate, requireCaller, requireReadWrite } from "./fake-vercel-blob-tokens";
import type { FakeBlobRequest, FakeBlobState } from "./fake-vercel-blob-types";

/** The API routes the SDK calls at VERCEL_BLOB_API_URL. */

const LIST_LIMIT_MAX = 1000;

// GET /?url=...: the metadata of one blob.
export function headBlob(state: FakeBlobState, url: URL) {
  const pathname = pathnameOf(state, url.searchParams.get("url") ?? "");
  const object = pathname === null ? undefined : state.objects.get(pathname);
  if (pathname === null || !object) throw notFound();
  return {
    ...blobInfo(state, pathname, object),
    contentType: object.contentType,
    contentDisposition: object.contentDisposition,
    cacheControl: object.cacheControl,
  };
}

// GET /?prefix=&cursor=&limit=&mode=: blobs in pathname order, a page at a time.
export function listBlobs(state: FakeBlobState, url: URL) {
  const limitParam = url.searchParams.get("limit");
  const limit = limitParam === null ? LIST_LIMIT_MAX : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) {
    throw badRequest(`limit must be an integer between 1 and ${LIST_LIMIT_MAX}`);
  }
  const prefix = url.searchParams.get("prefix") ?? "";
  const mode = url.searchParams.get("mode") ?? "expanded";
  if (mode !== "expanded" && mode !== "folded") throw badRequest("mode must be expanded or folded");
  const cursorParam = url.searchParams.get("cursor");
  const after = cursorParam ? Buffer.from(cursorParam, "base64url").toString() : null;
  const entries = new Map<string, { folder: boolean }>();
  for (const pathname of state.objects.keys()) {
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
    const object = entries.get(name)?.folder ? undefined : state.objects.get(name);
    return object ? [blobInfo(state, name, object)] : [];
  });
  return {
    blobs,
    ...(mode === "folded" ? { folders: page.filter((name) => entries.get(name)?.folder) } : {}),
    hasMore,
    ...(hasMore && last !== undefined ? { cursor: Buffer.from(last).toString("base64url") } : {}),
  };
}

// POST /delete {urls}: removes blobs; unknown ones are ignored.
export function deleteBlobs(state: FakeBlobState, req: http.IncomingMessage, body: Buffer) {
  let data: unknown;
  try {
    data = JSON.parse(body.toString());
  } catch {
    throw badRequest("The body must be JSON");
  }
  if (!isRecord(data) || !isStringArray(data.urls)) throw badRequest("urls must be an array");
  const ifMatch = header(req, "x-if-match");
  const pathnames = data.urls.map((url) => pathnameOf(state, url));
  if (ifMatch !== undefined) {
    const only = pathnames.length === 1 ? pathnames[0] : null;
    const existing = only ? state.objects.get(only) : undefined;
    if (existing?.etag !== ifMatch) {
      throw new ApiError(412, "precondition_failed", "Precondition failed: ETag mismatch.");
    }
  }
  for (const pathname of pathnames) if (pathname !== null) state.objects.delete(pathname);
  return {};
}

// POST /signed-token: a delegation that presignUrl() signs blob URLs with, without the service.
export function signedToken(state: FakeBlobState, body: Buffer) {
  let data: unknown;
  try {
    data = JSON.parse(body.toString() || "{}");
  } catch {
    throw badRequest("The body must be JSON");
  }
  const issued = issueDelegation(state.signingSecret, state.storeId, data);
  if (typeof issued === "string") throw badRequest(issued);
  return issued;
}

export async function handleApi(
  state: FakeBlobState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  log: FakeBlobRequest,
) {
  const url = new URL(req.url ?? "/", "http://fake");
  const auth = authenticate(state, req);
  log.auth = auth.auth;
  log.clientToken = auth.auth === "client";
  log.mpuAction = header(req, "x-mpu-action");
  // The whole body is read before answering, so an early refusal never cuts an upload short
  // (undici would report a network error, which the SDK retries).
  const body = await readBody(req);
  const storeHeader = header(req, "x-vercel-blob-store-id");
  const caller = requireCaller(auth);
  if (storeHeader !== undefined && storeHeader !== state.storeId) {
    throw new ApiError(404, "store_not_found", "This store does not exist.");
  }
  const route = `${req.method ?? ""} ${url.pathname}`;
  let answer: unknown;
  if (route === "PUT /") {
    answer = singlePut(state, caller, req, url, body);
  } else if (route === "POST /mpu") {
    answer = multipart(state, caller, req, url, body);
  } else if (route === "GET /") {
    requireReadWrite(auth);
    answer = url.searchParams.has("url") ? headBlob(state, url) : listBlobs(state, url);
  } else if (route === "POST /delete") {
    requireReadWrite(auth);
    answer = deleteBlobs(state, req, body);
  } else if (route === "POST /signed-token") {
    requireReadWrite(auth);
    answer = signedToken(state, body);
  } else {
    throw badRequest(`The fake Vercel Blob has no route for ${route}`);
  }
  sendJson(res, 200, answer);
}
