import "server-only";
import { DEFAULT_BODY_LIMIT_BYTES, readBodyBytes, readBodyText } from "./body";
import { parseMultipart, type ParseOptions } from "./form-data";

/**
 * How a route reads a body that is not JSON: "multipart" (form fields and streamed files, or JSON
 * for routes that take either) or "raw" (bytes as sent: upload parts, images, signed webhooks).
 */
export type BodyMode = "multipart" | "raw";

/**
 * A body handed to the domain unread, so that it can refuse a call (plan, rate limit, declared
 * size) before a byte is read: what the request declares of it, and the ways to read it once.
 */
export interface IncomingBody {
  /** The declared Content-Type as sent; "" without one. */
  readonly contentType: string;
  /** The declared Content-Length; 0 without one. */
  readonly declaredLength: number;
  /** At most `limit` bytes: BodyTooLargeError past it (lib/http/body.ts). */
  bytes(limit: number): Promise<Uint8Array>;
  text(limit?: number): Promise<string>;
  /** Streams multipart/form-data through busboy (lib/http/form-data.ts); resolves with its fields. */
  multipart(options: ParseOptions): Promise<Record<string, string>>;
}

export function incomingBody(request: Request): IncomingBody {
  return {
    contentType: request.headers.get("content-type") ?? "",
    declaredLength: Number(request.headers.get("content-length") ?? "0"),
    bytes: (limit) => readBodyBytes(request, limit),
    text: (limit = DEFAULT_BODY_LIMIT_BYTES) => readBodyText(request, limit),
    multipart: (options) => parseMultipart(request, options),
  };
}
