import "server-only";
import { config } from "@/lib/config";

/**
 * X-Forwarded-* are whatever the client chose to send unless a proxy we trust sets them:
 * they are read only when AUTH_TRUST_HOST says such a proxy is in front of the app.
 */
export function trustsProxy(): boolean {
  return config().AUTH_TRUST_HOST;
}

/** The client's address as the trusted proxy reports it; null when there is no trusted proxy. */
export function clientAddress(headers: Headers, trustProxy = trustsProxy()): string | null {
  if (!trustProxy) return null;
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || null;
}

/** The origin a request came in on: the proxy's X-Forwarded-Host/Proto only when trusted. */
export function requestOrigin(headers: Headers, trustProxy = trustsProxy()): string {
  const forwardedHost = trustProxy ? headers.get("x-forwarded-host") : null;
  const forwardedProto = trustProxy
    ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim()
    : null;
  const host = forwardedHost ?? headers.get("host") ?? "localhost:3000";
  return `${forwardedProto || "http"}://${host}`;
}
