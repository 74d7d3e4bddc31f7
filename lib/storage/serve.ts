import "server-only";
import type { ErrorBody } from "@/lib/errors";
import type { Storage, StoredObject } from "./types";
import { cancelWhenAborted } from "./web-stream";

/**
 * How long a presigned media URL (S3, Vercel Blob) stays valid. It bounds how long a link keeps playing after
 * the video turns private or is deleted, so it is short; players re-ask our route after that.
 */
export const PRESIGNED_READ_SECONDS = 5 * 60;

export type ParsedRange =
  /** No usable Range header (absent, other unit, malformed, several ranges): send it all. */
  { kind: "none" } | { kind: "unsatisfiable" } | { kind: "range"; start: number; end: number };

/**
 * RFC 9110 byte ranges for an object of `size` bytes: "bytes=a-b", "bytes=a-", "bytes=-n".
 * Invalid headers are ignored (whole object); multi-range requests get the whole object too.
 */
export function parseRange(header: string | null | undefined, size: number): ParsedRange {
  if (!header) return { kind: "none" };
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match?.[1]) return { kind: "none" };
  const specs = match[1].split(",").map((s) => s.trim());
  if (specs.length !== 1) return { kind: "none" };
  const spec = /^(\d*)-(\d*)$/.exec(specs[0] ?? "");
  if (!spec) return { kind: "none" };
  const [, first = "", last = ""] = spec;
  if (first === "" && last === "") return { kind: "none" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "range", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "none" };
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "range", start, end };
}

export interface ServeOptions {
  cacheControl: string;
  /** Overrides the stored content type. */
  contentType?: string;
  /** Sends `attachment; filename=...` (unless `inline` is true). */
  downloadName?: string;
  inline?: boolean;
}

/** A Content-Disposition value with an ASCII fallback and an RFC 5987 UTF-8 filename. */
export function contentDisposition(options: Pick<ServeOptions, "downloadName" | "inline">): string {
  const { downloadName, inline } = options;
  const type = inline === true || (inline === undefined && !downloadName) ? "inline" : "attachment";
  if (!downloadName) return type;
  const ascii = downloadName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(downloadName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

/** If-None-Match uses the weak comparison: W/"x" matches "x"; "*" matches any object. */
export function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** If-Range: an entity tag must match strongly; a date must equal Last-Modified (to the second). */
export function ifRangeHolds(header: string | null, object: StoredObject): boolean {
  if (header === null) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith("W/")) {
    return !value.startsWith("W/") && !object.etag.startsWith("W/") && value === object.etag;
  }
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(object.lastModified.getTime() / 1000) * 1000 === date;
}

/**
 * What a read of a stored object depends on: HEAD or GET, ranges and validators; and the request's
 * signal, so a body nobody will read is released when the client leaves.
 */
export type ObjectRead = Pick<Request, "method" | "headers"> & { signal?: AbortSignal };

function notModified(request: ObjectRead, object: StoredObject): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) return object.etag !== "" && etagMatches(ifNoneMatch, object.etag);
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && Math.floor(object.lastModified.getTime() / 1000) * 1000 <= since;
}

/** Streams one stored object as an HTTP answer: ranges, validators, HEAD, 404 JSON. */
export async function serveObject(
  request: ObjectRead,
  storage: Storage,
  key: string,
  options: ServeOptions,
): Promise<Response> {
  const notFound = () =>
    Response.json({ message: "Not found", code: "media_not_found" } satisfies ErrorBody, {
      status: 404,
    });
  const object = await storage.head(key);
  if (!object) return notFound();
  if (storage.presignGet) return redirectToStore(storage.presignGet.bind(storage), key, options);

  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Cache-Control": options.cacheControl,
    "Last-Modified": object.lastModified.toUTCString(),
  });
  if (object.etag) headers.set("ETag", object.etag);
  if (notModified(request, object)) return new Response(null, { status: 304, headers });

  headers.set("Content-Type", options.contentType ?? object.contentType);
  headers.set("Content-Disposition", contentDisposition(options));
  headers.set("X-Content-Type-Options", "nosniff");
  const isHead = request.method === "HEAD";
  // Range applies to GET only (RFC 9110 14.2); If-Range failing means "send it all".
  const range =
    isHead || !ifRangeHolds(request.headers.get("if-range"), object)
      ? ({ kind: "none" } as const)
      : parseRange(request.headers.get("range"), object.size);

  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${object.size}`);
    headers.delete("Content-Disposition");
    headers.set("Content-Length", "0");
    return new Response(null, { status: 416, headers });
  }
  if (isHead) {
    headers.set("Content-Length", String(object.size));
    return new Response(null, { status: 200, headers });
  }
  const slice = range.kind === "range" ? { start: range.start, end: range.end } : undefined;
  const got = await storage.get(key, slice);
  if (!got) return notFound();
  const body = cancelWhenAborted(got.body, request.signal);
  if (got.object.etag && got.object.etag !== object.etag) headers.set("ETag", got.object.etag);
  if (slice) {
    headers.set("Content-Range", `bytes ${slice.start}-${slice.end}/${got.object.size}`);
    headers.set("Content-Length", String(slice.end - slice.start + 1));
    return new Response(body, { status: 206, headers });
  }
  headers.set("Content-Length", String(got.object.size));
  return new Response(body, { status: 200, headers });
}

/**
 * The store serves the bytes itself (Range included): a redirect to a short-lived presigned URL,
 * asked again at every request so a revoked video stops within PRESIGNED_READ_SECONDS.
 */
async function redirectToStore(
  presignGet: NonNullable<Storage["presignGet"]>,
  key: string,
  options: ServeOptions,
): Promise<Response> {
  const url = await presignGet(key, {
    expiresInSeconds: PRESIGNED_READ_SECONDS,
    // A cached copy must not outlive the URL that fetched it.
    cacheControl: `private, max-age=${PRESIGNED_READ_SECONDS}`,
    contentDisposition: contentDisposition(options),
    contentType: options.contentType,
  });
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": "private, no-store" },
  });
}
