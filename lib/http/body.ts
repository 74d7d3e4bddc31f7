import "server-only";
import { ignoreFailure } from "@/lib/log/logger";

/** What a JSON route reads at most unless it says otherwise (the Stripe webhook too). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large: the limit is ${formatLimit(limit)}`);
    this.name = "BodyTooLargeError";
  }
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${bytes} bytes`;
}

/**
 * Reads a body into memory, refusing on a declared Content-Length over `limit` before reading
 * anything, and otherwise as soon as the bytes counted while streaming pass it.
 */
export async function readBodyBytes(
  request: Pick<Request, "headers" | "body">,
  limit: number,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) {
    await request.body
      ?.cancel()
      .catch(ignoreFailure("cancelling a request body declared too large"));
    throw new BodyTooLargeError(limit);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(ignoreFailure("cancelling the request body past its limit"));
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export async function readBodyText(
  request: Pick<Request, "headers" | "body">,
  limit = DEFAULT_BODY_LIMIT_BYTES,
): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}
