import "server-only";
import { config } from "@/lib/config";
import { forbidden, unsupportedMediaType } from "@/lib/errors";
import { trustsProxy } from "./proxy-headers";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Cross-site request refused";
export const JSON_CONTENT_TYPE_MESSAGE = "Content-Type must be application/json";

export function changesState(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

export function isJsonContentType(value: string | null): boolean {
  return value?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** 415 before any byte is read when a body is declared and is not JSON. */
export function assertDeclaredJson(headers: Headers): void {
  if (isJsonContentType(headers.get("content-type"))) return;
  if (Number(headers.get("content-length") ?? "0") > 0)
    throw unsupportedMediaType(JSON_CONTENT_TYPE_MESSAGE);
}

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The hosts this app answers on: the request's own, a trusted proxy's, and AUTH_URL's. */
function ownHosts(request: Request): Set<string> {
  const hosts = [
    hostOf(request.url),
    request.headers.get("host")?.toLowerCase(),
    trustsProxy()
      ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase()
      : null,
    hostOf(config().AUTH_URL),
  ];
  return new Set(hosts.filter((h): h is string => Boolean(h)));
}

/**
 * A state-changing request that a browser authenticated with our session cookie must come from our
 * own pages (CSRF). Browsers say where a request came from in Sec-Fetch-Site, or else Origin; a
 * request with neither is not a browser's cross-site request (the SameSite=Lax cookie covers old
 * browsers' top-level form posts).
 */
export function assertSameOrigin(request: Request): void {
  if (!changesState(request.method)) return;
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (site === "same-origin" || site === "none") return;
  if (site === "cross-site") throw forbidden(CROSS_SITE_MESSAGE, "cross_site_request");
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (site) throw forbidden(CROSS_SITE_MESSAGE, "cross_site_request");
    return;
  }
  const host = hostOf(origin);
  if (!host || !ownHosts(request).has(host))
    throw forbidden(CROSS_SITE_MESSAGE, "cross_site_request");
}
