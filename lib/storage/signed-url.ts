import { createHmac, timingSafeEqual } from "node:crypto";

const BASE = "http://signed.invalid";
const CONTEXT = "demoreel-signed-url:v1\n";

function signature(pathAndQuery: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(CONTEXT + pathAndQuery)
    .digest("base64url");
}

function unixSeconds(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

/**
 * `path` (may carry a query) with `expires=<unix seconds>&sig=<HMAC-SHA256 base64url>` appended.
 * The signature covers the path, every other query parameter and the expiry.
 */
export function signPath(
  path: string,
  expiresInSeconds: number,
  secret: string,
  now: Date = new Date(),
): string {
  if (!secret) throw new Error("signPath needs a secret");
  const url = new URL(path, BASE);
  if (url.origin !== BASE) throw new Error("signPath takes a path, not an absolute URL");
  url.searchParams.delete("expires");
  url.searchParams.delete("sig");
  url.searchParams.set("expires", String(unixSeconds(now) + Math.floor(expiresInSeconds)));
  const unsigned = `${url.pathname}?${url.searchParams.toString()}`;
  return `${unsigned}&sig=${signature(unsigned, secret)}`;
}

/** True when `url` (a path or absolute URL) carries a valid, unexpired signature. */
export function verifySignedPath(url: string, secret: string, now: Date = new Date()): boolean {
  if (!secret) return false;
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return false;
  }
  const params = parsed.searchParams;
  const sigs = params.getAll("sig");
  const expiries = params.getAll("expires");
  if (sigs.length !== 1 || expiries.length !== 1) return false;
  const expires = expiries[0] ?? "";
  if (!/^\d{1,12}$/.test(expires) || Number(expires) <= unixSeconds(now)) return false;
  params.delete("sig");
  const expected = Buffer.from(signature(`${parsed.pathname}?${params.toString()}`, secret));
  const given = Buffer.from(sigs[0] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
