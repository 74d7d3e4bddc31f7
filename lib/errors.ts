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
export const payloadTooLarge = (message = "Payload too large") => new ApiError(413, message);
export const tooManyRequests = (
  message = "Too many requests. Please try again later.",
  retryAfterSeconds?: number,
) =>
  new ApiError(
    429,
    message,
    retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  );
export const serviceUnavailable = (message: string) => new ApiError(503, message);
