import "server-only";

/**
 * Every `code` an error body `{ message, code }` may carry. Clients branch on the code, never on the
 * message (messages are for people and may be reworded). The first block is the default code of
 * each status; the rest name product situations. docs/api.md has the table of meanings, and the
 * OpenAPI document's error schema is this list as an enum.
 */
export const ERROR_CODES = [
  "invalid_input",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "gone",
  "payload_too_large",
  "unsupported_media_type",
  "unprocessable",
  "rate_limited",
  "internal_error",
  "not_implemented",
  "bad_gateway",
  "service_unavailable",
  "gateway_timeout",
  // Callers and permissions
  "invalid_api_token",
  "read_only_token",
  "session_required",
  "cross_site_request",
  // Videos
  "video_not_found",
  "password_required",
  "email_required",
  "incorrect_password",
  "link_expired",
  "free_plan_limit",
  "downloads_disabled",
  "media_not_found",
  "transcript_not_found",
  "cta_not_found",
  "recording_too_long",
  "plan_length_limit",
  "plan_required",
  "video_not_ready",
  "no_edit_to_revert",
  "unsupported_media",
  // Things hanging off a video, and the account
  "comment_not_found",
  "guest_comments_off",
  "members_only",
  "reaction_not_found",
  "attachment_not_found",
  "document_not_found",
  "token_not_found",
  "user_not_found",
  "invalid_unsubscribe_link",
  // Upload sessions
  "upload_not_found",
  "upload_closed",
  "upload_parts_missing",
  "upload_commit_in_progress",
  "wrong_part_route",
  // Billing
  "already_subscribed",
  "already_cancelling",
  "not_cancelling",
  "no_subscription",
  "already_on_plan",
  "no_billing_account",
  "test_mode_unavailable",
  "billing_not_configured",
  "payment_provider_error",
  "invalid_webhook_signature",
  // Workspaces
  "workspace_not_found",
  "workspace_role_required",
  "workspace_not_empty",
  "personal_workspace",
  "member_not_found",
  "already_member",
  "owner_must_transfer",
  "invalid_video_recipient",
  "ownership_offer_required",
  "ownership_offer_not_found",
  "ownership_offer_pending",
  "ownership_needs_admin",
  "invite_not_found",
  "invite_expired",
  "invite_revoked",
  "invite_already_used",
  "invite_limit_reached",
  "invite_awaiting_approval",
  "no_join_request",
  "folder_not_found",
  "visibility_not_allowed",
  // Engagement (tracked links, per-viewer analytics)
  "link_not_found",
  "link_revoked",
  "link_not_copyable",
  // Webhooks
  "webhook_not_found",
  "webhook_url_not_allowed",
  "webhook_limit_reached",
  // AI
  "ai_not_configured",
  "transcription_unavailable",
  "no_speech",
  "no_audio",
  "no_transcript",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Facts a refusal hands the caller so a client can name them without parsing the message (how
 * many videos deleting a workspace would delete).
 */
export interface ErrorDetails {
  videoCount?: number;
}

/** What every failed API request answers, whatever its status. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  details?: ErrorDetails;
}

/** The code of an error that names nothing more specific than its status. */
const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  410: "gone",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  500: "internal_error",
  501: "not_implemented",
  502: "bad_gateway",
  503: "service_unavailable",
  504: "gateway_timeout",
};

export const defaultCodeFor = (status: number): ErrorCode =>
  CODE_OF_STATUS[status] ?? (status >= 500 ? "internal_error" : "invalid_input");

/** The one error type of the API: a status, a message the caller may read, and a stable code. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  /** Headers the response carries, e.g. Retry-After on a 429. */
  readonly headers?: Record<string, string>;
  /** Answered in the body beside the message and code. */
  readonly details?: ErrorDetails;

  constructor(
    readonly status: number,
    message: string,
    options: { code?: ErrorCode; headers?: Record<string, string>; details?: ErrorDetails } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.code = options.code ?? defaultCodeFor(status);
    this.headers = options.headers;
    this.details = options.details;
  }
}

const error = (status: number, message: string, code: ErrorCode) =>
  new ApiError(status, message, { code });

/** The same error, answered with these headers too (a Set-Cookie that forgets a dead cookie). */
export const withHeaders = (e: ApiError, headers: Record<string, string>) =>
  new ApiError(e.status, e.message, { code: e.code, headers: { ...e.headers, ...headers } });

export const badRequest = (message: string, code: ErrorCode = "invalid_input") =>
  error(400, message, code);
export const unauthorized = (
  message = "Authentication required",
  code: ErrorCode = "unauthorized",
) => error(401, message, code);
export const forbidden = (message = "Not allowed", code: ErrorCode = "forbidden") =>
  error(403, message, code);
export const notFound = (message = "Not found", code: ErrorCode = "not_found") =>
  error(404, message, code);
export const gone = (message: string, code: ErrorCode = "gone") => error(410, message, code);
export const conflict = (message: string, code: ErrorCode = "conflict", details?: ErrorDetails) =>
  new ApiError(409, message, { code, details });
export const tooLarge = (message = "Payload too large", code: ErrorCode = "payload_too_large") =>
  error(413, message, code);
export const unsupportedMediaType = (message: string) =>
  error(415, message, "unsupported_media_type");
/** An uploaded file's content is not a video container we read (415 unsupported_media). */
export const unsupportedMedia = (message: string) => error(415, message, "unsupported_media");
export const unprocessable = (message: string, code: ErrorCode = "unprocessable") =>
  error(422, message, code);
export const tooManyRequests = (
  message = "Too many requests. Please try again later.",
  retryAfterSeconds?: number,
) =>
  new ApiError(429, message, {
    code: "rate_limited",
    headers:
      retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  });
export const internalError = (message = "Something went wrong. Please try again.") =>
  error(500, message, "internal_error");
export const notImplemented = (message: string) => error(501, message, "not_implemented");
export const badGateway = (message: string, code: ErrorCode = "bad_gateway") =>
  error(502, message, code);
export const serviceUnavailable = (message: string, code: ErrorCode = "service_unavailable") =>
  error(503, message, code);
export const gatewayTimeout = (message: string) => error(504, message, "gateway_timeout");
