import type http from "node:http";
import { header, parseByteRange, readBody, sendText, writeHead } from "./fake-vercel-blob-http";
import { decodePathname } from "./fake-vercel-blob-pathnames";
import { isPresigned, presignedReadAllowed } from "./fake-vercel-blob-presign";
import { CONTENT_PREFIX } from "./fake-vercel-blob-redirect";
import { authenticate, type Caller } from "./fake-vercel-blob-tokens";
import type { FakeBlobAuth, FakeBlobRequest, FakeBlobState } from "./fake-vercel-blob-types";

/** Blob reads from the blob host: tokens or presigned URLs, conditional requests and ranges. */

// GET|HEAD /__blob-content/{store}.{access}.blob.vercel-storage.com/{pathname}: the bytes.
export async function handleContent(
  state: FakeBlobState,
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
    : authenticate(state, req);
  log.auth = auth.auth;
  log.clientToken = auth.auth === "client";
  const hostMatch = /^([a-z0-9]+)\.(public|private)\.blob\.vercel-storage\.com$/.exec(host);
  const pathname = decodePathname(url.pathname.slice(1));
  const object = state.objects.get(pathname);
  if (req.method !== "GET" && req.method !== "HEAD")
    return sendText(res, 405, "Method Not Allowed");
  if (!hostMatch || hostMatch[1] !== state.storeId) return sendText(res, 404, "Not Found");
  if (presigned) {
    // A forged, altered or expired presigned URL is refused, on public blobs too.
    if (
      !presignedReadAllowed(state.signingSecret, state.storeId, url, pathname, req.method ?? "")
    ) {
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
