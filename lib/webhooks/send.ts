import "server-only";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { AddressNotAllowedError, checkUrlShape, guardedLookup } from "./url-policy";

/** A receiver has this long to accept the connection and answer. */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** Only the start of an answer is kept, to show in the delivery log. */
const SNIPPET_CHARS = 300;
const READ_LIMIT_BYTES = 4_096;

export interface SendResult {
  /** The receiver's status; null when none came (refused, unreachable, timed out). */
  status: number | null;
  snippet: string | null;
  /** Why no status came. */
  error: string | null;
  /** The policy refused the address: trying again will not help. */
  refused?: boolean;
}

async function readSnippet(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    chunks.push(buffer);
    size += buffer.length;
    if (size >= READ_LIMIT_BYTES) break;
  }
  response.destroy();
  return Buffer.concat(chunks).toString("utf8").slice(0, SNIPPET_CHARS);
}

/**
 * POSTs one delivery: the socket connects to an address the policy checked (guardedLookup), the
 * Host and SNI stay the URL's name, redirects are answers (3xx is not success, and is not
 * followed), and everything must finish within the timeout. Never throws for the receiver's
 * faults: they come back as the result.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs = DELIVERY_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SendResult> {
  const url = new URL(target);
  try {
    checkUrlShape(url);
  } catch (error) {
    return Promise.resolve({
      status: null,
      snippet: null,
      error: (error as Error).message,
      refused: error instanceof AddressNotAllowedError,
    });
  }
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(url, {
      method: "POST",
      agent: false,
      lookup: guardedLookup(),
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        "user-agent": "Demoreel-Webhooks/1.0",
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on("response", (response) => {
      readSnippet(response).then(
        (snippet) => resolve({ status: response.statusCode ?? null, snippet, error: null }),
        () => resolve({ status: response.statusCode ?? null, snippet: null, error: null }),
      );
    });
    request.on("error", (error: Error) => {
      const timedOut = error.name === "AbortError" || error.name === "TimeoutError";
      const message = timedOut ? `No answer within ${timeoutMs / 1000} s` : error.message;
      const refused = error instanceof AddressNotAllowedError;
      resolve({ status: null, snippet: null, error: message, refused });
    });
    request.end(body);
  });
}
