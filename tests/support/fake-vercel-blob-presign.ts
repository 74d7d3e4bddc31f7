import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed-token delegations and presigned blob URLs, as the Vercel Blob service issues and checks
 * them for @vercel/blob 2.8.0 (`issueSignedToken` + `presignUrl`):
 *
 * - `POST /signed-token` answers `{ delegationToken, clientSigningToken, validUntil }`. The
 *   delegation is `base64url(payload JSON).base64url(HMAC(store secret, payload segment))`; the
 *   client signing token is `HMAC(store secret, delegationToken)`, which the service can
 *   re-derive, so it never has to be stored.
 * - A presigned read carries `vercel-blob-delegation` and `vercel-blob-signature` (plus
 *   `vercel-blob-valid-until` when the URL expires before its delegation). The signature is
 *   `HMAC(client signing token, canonical string)`; the canonical string is the sorted lines
 *   `operation=get|head`, `pathname=...` and every signed `vercel-blob-*` parameter.
 */

/** The signed query parameters, in the SDK's PRESIGN_CANONICAL_QUERY_KEYS. */
const CANONICAL_KEYS = [
  "vercel-blob-add-random-suffix",
  "vercel-blob-allow-overwrite",
  "vercel-blob-allowed-content-types",
  "vercel-blob-cache-control-max-age",
  "vercel-blob-callback-token-payload",
  "vercel-blob-callback-url",
  "vercel-blob-if-match",
  "vercel-blob-maximum-size-in-bytes",
  "vercel-blob-valid-until",
];
const DEFAULT_DELEGATION_MS = 60 * 60 * 1000;
const OPERATIONS = ["get", "head", "put", "delete"];

export interface DelegationPayload {
  storeId: string;
  pathname: string;
  operations: string[];
  validUntil: number;
}

function hmac(key: string, data: string): string {
  return createHmac("sha256", key).update(data).digest("base64url");
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What `POST /signed-token` answers, or the reason it refuses (a 400 message). */
export function issueDelegation(
  secret: string,
  storeId: string,
  body: unknown,
  now = Date.now(),
): { delegationToken: string; clientSigningToken: string; validUntil: number } | string {
  const request = (typeof body === "object" && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  const pathname = request.pathname ?? "*";
  const operations = request.operations ?? ["get"];
  const validUntil = request.validUntil ?? now + DEFAULT_DELEGATION_MS;
  if (typeof pathname !== "string" || pathname === "") return "pathname must be a string";
  if (
    !Array.isArray(operations) ||
    operations.length === 0 ||
    !operations.every((op) => typeof op === "string" && OPERATIONS.includes(op))
  ) {
    return "operations must be a non-empty list of get, head, put, delete";
  }
  if (typeof validUntil !== "number" || !Number.isInteger(validUntil) || validUntil <= now) {
    return "validUntil must be a future timestamp in milliseconds";
  }
  const payload: DelegationPayload = {
    storeId: `store_${storeId}`,
    pathname,
    operations: operations as string[],
    validUntil,
  };
  const segment = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const delegationToken = `${segment}.${hmac(secret, segment)}`;
  return { delegationToken, clientSigningToken: hmac(secret, delegationToken), validUntil };
}

/** Whether the URL carries presigned-read parameters at all (else other auth applies). */
export function isPresigned(url: URL): boolean {
  return url.searchParams.has("vercel-blob-delegation");
}

/**
 * Whether a presigned read of `pathname` on `storeId` with `method` is genuine and unexpired:
 * the delegation's own signature, its store, scope, operations and expiry, then the URL's
 * signature and its own expiry.
 */
export function presignedReadAllowed(
  secret: string,
  storeId: string,
  url: URL,
  pathname: string,
  method: string,
  now = Date.now(),
): boolean {
  const params = url.searchParams;
  const delegation = params.getAll("vercel-blob-delegation");
  const signature = params.getAll("vercel-blob-signature");
  if (delegation.length !== 1 || signature.length !== 1) return false;
  const token = delegation[0] ?? "";
  const [segment = "", tokenSignature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !same(tokenSignature, hmac(secret, segment))) return false;
  let payload: DelegationPayload;
  try {
    payload = JSON.parse(Buffer.from(segment, "base64url").toString()) as DelegationPayload;
  } catch {
    return false;
  }
  const operation = method === "HEAD" ? "head" : "get";
  if (payload.storeId !== `store_${storeId}` || payload.validUntil <= now) return false;
  if (payload.pathname !== "*" && payload.pathname !== pathname) return false;
  if (!payload.operations.includes(operation)) return false;
  const until = params.get("vercel-blob-valid-until");
  if (until !== null && (!/^\d+$/.test(until) || Number(until) <= now)) return false;
  if (until !== null && Number(until) > payload.validUntil) return false;
  const lines = [`operation=${operation}`, `pathname=${pathname}`];
  for (const key of CANONICAL_KEYS) {
    const value = params.get(key);
    if (value) lines.push(`${key}=${value}`);
  }
  lines.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return same(signature[0] ?? "", hmac(hmac(secret, token), lines.join("\n")));
}
