import "server-only";
import { config } from "@/lib/config";

/**
 * X-Forwarded-Host/Proto are whatever the client chose to send unless a proxy we trust sets them:
 * they are read only when AUTH_TRUST_HOST says such a proxy is in front of the app.
 */
export function trustsProxy(): boolean {
  return config().AUTH_TRUST_HOST;
}

/**
 * The client's address, or null when the app cannot know it. A route handler never sees the
 * socket's address, so the only source is X-Forwarded-For, and only the hops our own proxies
 * appended to it can be believed: the client writes everything to their left. With `trustedHops`
 * proxies in front (TRUSTED_PROXY_HOPS), the outermost of them appended the address it saw as the
 * `trustedHops`-th entry from the right. 0 (the default) reads nothing: the address is unknown.
 * A list shorter than the hops did not come through all of our proxies, so it tells nothing either.
 */
export function clientAddress(
  headers: Headers,
  trustedHops = config().TRUSTED_PROXY_HOPS,
): string | null {
  if (trustedHops <= 0) return null;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.length >= trustedHops ? (hops[hops.length - trustedHops] ?? null) : null;
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
