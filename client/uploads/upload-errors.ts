export class UploadHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "UploadHttpError";
  }
}

/** The server refused with the free-plan limit (403 and the upgrade text). */
export class UpgradeRequiredError extends UploadHttpError {
  constructor(message: string) {
    super(403, message);
    this.name = "UpgradeRequiredError";
  }
}

/** Answers that retrying cannot fix; anything else (network, 5xx, 429) is retried. */
export const isFatalUploadError = (error: unknown) =>
  error instanceof UploadHttpError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

/** A failed response as an error carrying the server's `{ message }`. */
export async function uploadFailure(response: Response): Promise<UploadHttpError> {
  const text = await response.text().catch(() => "");
  let message = text || response.statusText;
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // not JSON: keep the text
  }
  return response.status === 403
    ? new UpgradeRequiredError(message)
    : new UploadHttpError(response.status, message);
}
