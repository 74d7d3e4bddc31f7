import type http from "node:http";
import { header, writeHead } from "./fake-vercel-blob-http";

/** CORS, as the service answers it: any origin may call the API (tokens, not cookies, authorize). */
const CORS_ALLOW_METHODS = "GET, HEAD, PUT, POST, DELETE, OPTIONS";
export const CORS_EXPOSE_HEADERS = [
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
/** CORS preflight: allows what the browser asks for (the SDK's x-* headers, authorization). */
export function preflight(req: http.IncomingMessage, res: http.ServerResponse) {
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
