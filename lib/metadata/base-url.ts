import "server-only";
import { requestOrigin } from "@/lib/http/proxy-headers";
import { config } from "@/lib/config";

/** Public base URL for absolute links: AUTH_URL when set, else the request's own origin. */
export function publicBaseUrl(requestOrigin: string): string {
  return (config().AUTH_URL ?? requestOrigin).replace(/\/+$/, "");
}

/** The origin a server component's request came in on (proxy headers only from a trusted proxy). */
export function originFromHeaders(headers: Headers): string {
  return requestOrigin(headers);
}

/** Hosts whose /video and /embed URLs the oEmbed endpoint answers for. */
export function ownHosts(requestOrigin: string): string[] {
  const hosts = new Set<string>();
  for (const value of [config().AUTH_URL, requestOrigin]) {
    if (!value) continue;
    try {
      hosts.add(new URL(value).host.toLowerCase());
    } catch {
      // an unparseable AUTH_URL is reported by config checks elsewhere
    }
  }
  return [...hosts];
}
