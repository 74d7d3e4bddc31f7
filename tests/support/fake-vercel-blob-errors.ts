/** The service's error answers, and the checks on JSON it receives. */

/** A Vercel Blob API error: the JSON body `{ error: { code, message } }` the SDK maps to a class. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const forbidden = () =>
  new ApiError(403, "forbidden", "Access denied, please provide a valid token for this resource.");
export const notFound = () => new ApiError(404, "not_found", "The requested blob does not exist");
export const badRequest = (message: string) => new ApiError(400, "bad_request", message);
export const clientTokenNotAllowed = () =>
  new ApiError(
    403,
    "client_token_not_allowed",
    "This operation is not available when using a client token. Use a read\u2013write or OIDC token on the server.",
  );

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function optional<T>(
  record: Record<string, unknown>,
  name: string,
  check: (v: unknown) => v is T,
): T | undefined {
  const value = record[name];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw forbidden();
  return value;
}

export const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
export const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";
export const isString = (v: unknown): v is string => typeof v === "string";
export const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((item) => typeof item === "string");
