import "server-only";
import { randomUUID } from "node:crypto";
import { withLogContext } from "@/lib/log/logger";

/** An id a proxy in front may have given the request; ours otherwise. */
const REQUEST_ID_HEADER = "x-request-id";
/** Ids taken from outside are short and plain, so a log line cannot be forged through one. */
const ACCEPTED_REQUEST_ID = /^[\w.:@-]{1,128}$/;

export function requestIdOf(request: Request): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** `response` with `name` set; a response whose headers are frozen (a redirect) is copied first. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * Runs one request with its id on every log entry written during it (AsyncLocalStorage: code deep
 * in `lib/` calls `logger()` and needs no parameter), and answers the id as `X-Request-Id`.
 */
export async function withRequestLog(
  request: Request,
  respond: () => Promise<Response>,
): Promise<Response> {
  const requestId = requestIdOf(request);
  const response = await withLogContext({ requestId }, respond);
  return withHeader(response, "X-Request-Id", requestId);
}
