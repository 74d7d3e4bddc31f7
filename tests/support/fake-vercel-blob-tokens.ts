import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type http from "node:http";
import {
  ApiError,
  clientTokenNotAllowed,
  forbidden,
  isBoolean,
  isNumber,
  isRecord,
  isString,
  isStringArray,
  optional,
} from "./fake-vercel-blob-errors";
import { header } from "./fake-vercel-blob-http";
import type { FakeBlobAuth, FakeBlobState, FakeVercelBlobOptions } from "./fake-vercel-blob-types";

/** Tokens as the service checks them: the store's read-write token and client tokens signed with it. */

const READ_WRITE_TOKEN = /^vercel_blob_rw_([^_]+)_(.+)$/;

/** The fields of a client token payload (generateClientTokenFromReadWriteToken) that the service enforces. */
interface ClientTokenPayload {
  pathname: string;
  validUntil: number;
  maximumSizeInBytes?: number;
  allowedContentTypes?: string[];
  addRandomSuffix?: boolean;
  allowOverwrite?: boolean;
  cacheControlMaxAge?: number;
  ifMatch?: string;
}

export type Caller = { kind: "read-write" } | { kind: "client"; payload: ClientTokenPayload };

function parseClientPayload(json: string): ClientTokenPayload {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw forbidden();
  }
  if (!isRecord(data) || !isString(data.pathname) || !isNumber(data.validUntil)) {
    throw forbidden();
  }
  return {
    pathname: data.pathname,
    validUntil: data.validUntil,
    maximumSizeInBytes: optional(data, "maximumSizeInBytes", isNumber),
    allowedContentTypes: optional(data, "allowedContentTypes", isStringArray),
    addRandomSuffix: optional(data, "addRandomSuffix", isBoolean),
    allowOverwrite: optional(data, "allowOverwrite", isBoolean),
    cacheControlMaxAge: optional(data, "cacheControlMaxAge", isNumber),
    ifMatch: optional(data, "ifMatch", isString),
  };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
/** The store id and token from the options: a given token, or a random one for the store id. */
export function storeCredentials(options: FakeVercelBlobOptions): {
  storeId: string;
  readWriteToken: string;
} {
  const checkStoreId = (id: string) => {
    // The store id is also a host name label (`{storeId}.private.blob...`), which URLs lowercase.
    if (!/^[a-z0-9]+$/.test(id)) throw new Error("storeId must be lowercase letters and digits");
    return id;
  };
  if (options.readWriteToken === undefined) {
    const storeId = checkStoreId(options.storeId ?? "fakestore123");
    return {
      storeId,
      readWriteToken: `vercel_blob_rw_${storeId}_${randomBytes(16).toString("hex")}`,
    };
  }
  const storeId = READ_WRITE_TOKEN.exec(options.readWriteToken)?.[1];
  if (storeId === undefined) {
    throw new Error("readWriteToken must look like vercel_blob_rw_{storeId}_{secret}");
  }
  if (options.storeId !== undefined && options.storeId !== storeId) {
    throw new Error(`storeId "${options.storeId}" differs from the token's store id "${storeId}"`);
  }
  return { storeId: checkStoreId(storeId), readWriteToken: options.readWriteToken };
}

export function authenticate(
  state: FakeBlobState,
  req: http.IncomingMessage,
): { auth: FakeBlobAuth; caller?: Caller } {
  const authorization = header(req, "authorization");
  if (!authorization) return { auth: "none" };
  const token = /^Bearer (.+)$/.exec(authorization)?.[1] ?? "";
  if (sameSecret(token, state.readWriteToken))
    return { auth: "read-write", caller: { kind: "read-write" } };
  if (!token.startsWith("vercel_blob_client_")) return { auth: "invalid" };
  const [, , , tokenStore, encoded, ...rest] = token.split("_");
  if (tokenStore !== state.storeId || !encoded || rest.length > 0) return { auth: "invalid" };
  const decoded = Buffer.from(encoded, "base64").toString();
  const dot = decoded.indexOf(".");
  if (dot < 0) return { auth: "invalid" };
  const signature = decoded.slice(0, dot);
  const payload = decoded.slice(dot + 1);
  // signPayload: HMAC-SHA256 of the base64 payload, keyed with the read-write token, in hex.
  const expected = createHmac("sha256", state.readWriteToken).update(payload).digest("hex");
  if (!sameSecret(signature, expected)) return { auth: "invalid" };
  try {
    const parsed = parseClientPayload(Buffer.from(payload, "base64").toString());
    return { auth: "client", caller: { kind: "client", payload: parsed } };
  } catch {
    return { auth: "invalid" };
  }
}

/** The caller, or the error the service gives: no or bad token, expired client token. */
export function requireCaller(auth: { caller?: Caller }): Caller {
  const { caller } = auth;
  if (!caller) throw forbidden();
  if (caller.kind === "client" && caller.payload.validUntil < Date.now()) {
    throw new ApiError(403, "forbidden", "Token expired");
  }
  return caller;
}

export function requireReadWrite(auth: { caller?: Caller }): void {
  if (requireCaller(auth).kind === "client") throw clientTokenNotAllowed();
}
