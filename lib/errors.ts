/** The one error type of the API: a status and a message the caller may read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers the response carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = "Authentication required") => new ApiError(401, message);
export const forbidden = (message = "Not allowed") => new ApiError(403, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const gone = (message: string) => new ApiError(410, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooLarge = (message = "Payload too large") => new ApiError(413, message);
export const unsupportedMediaType = (message: string) => new ApiError(415, message);
export const unprocessable = (message: string) => new ApiError(422, message);
export const tooManyRequests = (
  message = "Too many requests. Please try again later.",
  retryAfterSeconds?: number,
) =>
  new ApiError(
    429,
    message,
    retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  );
export const internalError = (message = "Something went wrong. Please try again.") =>
  new ApiError(500, message);
export const notImplemented = (message: string) => new ApiError(501, message);
export const badGateway = (message: string) => new ApiError(502, message);
export const serviceUnavailable = (message: string) => new ApiError(503, message);
export const gatewayTimeout = (message: string) => new ApiError(504, message);
