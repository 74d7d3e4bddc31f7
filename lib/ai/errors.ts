import "server-only";
import { APICallError, RetryError } from "ai";
import { ApiError, badGateway, gatewayTimeout, serviceUnavailable } from "@/lib/errors";
import {
  AI_BAD_RESPONSE,
  AI_FAILED,
  AI_WRITING_UNAVAILABLE,
  aiFailureMessage,
  classifyAiFailure,
} from "./shared";
import { logger } from "@/lib/log/logger";

/**
 * The model answered, but nothing usable came back
 * (docs/product/texts-and-errors.md#ai-generation-errors).
 */
export class EmptyAiResponseError extends Error {
  constructor() {
    super(AI_BAD_RESPONSE);
    this.name = "EmptyAiResponseError";
  }
}

/** No text model: the user reads a plain sentence; the operator's log names the setting. */
export const aiNotConfigured = (what: string) => {
  logger().warn(`[ai] ${what} needs a text model: set OPENAI_API_KEY (see the README)`);
  return serviceUnavailable(`${AI_WRITING_UNAVAILABLE}.`, "ai_not_configured");
};

const ERROR_OF = {
  unavailable: serviceUnavailable,
  network: badGateway,
  timeout: gatewayTimeout,
  other: badGateway,
} as const;

/** The error underneath: a RetryError's last attempt, else the `cause`. */
const next = (error: Error): unknown =>
  RetryError.isInstance(error) ? error.lastError : error.cause;

/** The provider was never reached, or hung up: the SDK's call error without an HTTP status. */
function noAnswer(error: Error): boolean {
  let link: unknown = error;
  for (let depth = 0; link instanceof Error && depth < 5; depth++) {
    if (APICallError.isInstance(link)) return link.statusCode === undefined;
    link = next(link);
  }
  return false;
}

/** Walks `cause` chains (RetryError, APICallError) to the innermost error's name and message. */
function describe(error: unknown): { name: string; message: string } {
  if (!(error instanceof Error)) return { name: "", message: String(error ?? "") };
  const names = [error.name];
  let message = error.message;
  let cause: unknown = next(error);
  for (let depth = 0; cause instanceof Error && depth < 5; depth++) {
    names.push(cause.name);
    message = `${message} ${cause.message}`;
    cause = next(cause);
  }
  const timeout = names.includes("TimeoutError");
  if (timeout) return { name: "TimeoutError", message };
  return { name: noAnswer(error) ? "NetworkError" : error.name, message };
}

/**
 * Any failure of a generation call as the API answers it, worded per
 * docs/product/texts-and-errors.md#ai-generation-errors: our own
 * ApiErrors pass through; a provider's own text (organisation ids, URLs, paths) never reaches the
 * client: anything unclassified becomes AI_FAILED, and the original is logged.
 */
export function toGenerationError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof EmptyAiResponseError) return badGateway(AI_BAD_RESPONSE);
  const { name, message } = describe(error);
  const kind = classifyAiFailure(message, name);
  if (kind === "other") {
    logger().error({ err: error }, "[ai] generation failed");
    return ERROR_OF.other(AI_FAILED);
  }
  return ERROR_OF[kind](aiFailureMessage(message, name));
}
