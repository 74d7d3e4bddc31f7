/**
 * A failed API response. `message` keeps the `{status}: {response text or status text}` form the
 * query defaults have always thrown (tests and logs read it); `serverMessage` and `code` are the
 * `{ message, code }` fields of a JSON error body, read once here so no caller parses text.
 */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  readonly status: number;
  /** The machine-readable `code` of the body; undefined when the server sent none. */
  readonly code: string | undefined;
  /** The server's own `message`, meant for people; undefined when the body had none. */
  readonly serverMessage: string | undefined;
  /** The facts a refusal names (`details` of the body), e.g. the videos a deletion would delete. */
  readonly details: ErrorDetails;

  constructor(status: number, text: string, body: ErrorFields = {}) {
    super(`${status}: ${text}`);
    this.status = status;
    this.code = body.code;
    this.serverMessage = body.message;
    this.details = body.details ?? {};
  }
}

interface ErrorDetails {
  videoCount?: number;
}

interface ErrorFields {
  message?: string;
  code?: string;
  details?: ErrorDetails;
}

function detailsOf(value: unknown): ErrorDetails {
  if (!value || typeof value !== "object") return {};
  const count: unknown = (value as Record<string, unknown>).videoCount;
  return typeof count === "number" ? { videoCount: count } : {};
}

/** The fields of a JSON error body; nothing when the text is not such an object. */
function errorBody(text: string): ErrorFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object") return {};
  const field = (name: string) => {
    const value: unknown = (parsed as Record<string, unknown>)[name];
    return typeof value === "string" ? value : undefined;
  };
  return {
    message: field("message"),
    code: field("code"),
    details: detailsOf((parsed as Record<string, unknown>).details),
  };
}

/** The error a non-OK response becomes (the body is read here, once). */
export async function apiRequestError(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => "");
  return new ApiRequestError(response.status, text || response.statusText, errorBody(text));
}

/** The server's message of a failed API call, for the places that show it; else undefined. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined;
}
