/** What both the server and the browser need of AI: validation texts and failure messages (no server code). */

/**
 * Validation texts (docs/product/texts-and-errors.md#ai-documents), shared by the zod schemas and
 * the client forms (no zod here).
 */
export const TITLE_REQUIRED = "Title required";
export const CONTENT_REQUIRED = "Content required";
export const PROMPT_REQUIRED = "Please enter a prompt describing what you want to generate";

/**
 * What to do before enhancing (docs/product/texts-and-errors.md#videos) (plain strings for the
 * browser bundle).
 */
export const ENHANCE_TITLE_FIRST = "Please enter a title first before enhancing.";
export const ENHANCE_DESCRIPTION_FIRST = "Please enter a description first before enhancing.";

/**
 * The texts a generation failure is shown as
 * (docs/product/texts-and-errors.md#ai-generation-errors). Client-safe.
 */
export const AI_UNAVAILABLE = "AI service is temporarily unavailable. Please contact support.";
export const AI_NETWORK_ERROR =
  "Network error. Please check your internet connection and try again.";
export const AI_TIMEOUT = "Request timed out. The AI service may be experiencing heavy load.";
export const AI_BAD_RESPONSE = "Failed to process AI response. Please try again.";
export const AI_FALLBACK_MESSAGE = "Failed to generate document";
/** What the API says for any other provider failure: its own text may name accounts or paths. */
export const AI_FAILED = "The AI service could not complete the request. Please try again.";

/**
 * What this server's AI can do, as GET /api/ai/status answers: writing (documents, enhancement)
 * needs a text model; transcripts come from the AI model, the offline recogniser, or nothing.
 * `operator`: the caller runs the server (OPERATOR_EMAILS), so the page may say what is not set up.
 */
export interface AiStatus {
  writing: boolean;
  transcription: "ai" | "offline" | null;
  operator: boolean;
}

/**
 * Sentences for people when a part of AI is not set up (writing's for operators only: others see
 * no writing controls); the setting that turns it on is named in the server log and the README only.
 */
export const AI_WRITING_UNAVAILABLE = "AI writing is not set up on this server";
export const TRANSCRIPTION_NOT_SET_UP = "Transcription is not set up on this server";
/** A soundtrack with no words in it: a result, not a failure. */
export const NO_SPEECH = "No speech found in this video";

/**
 * How long a document generation may take, end to end
 * (docs/product/limits-and-constants.md#ai-timing).
 */
export const GENERATION_TIMEOUT_MS = 30_000;

export type AiFailureKind = "unavailable" | "network" | "timeout" | "other";

/**
 * The mapping of docs/product/texts-and-errors.md#ai-generation-errors, in its order: a message
 * naming an API key or authentication, then
 * network or fetch, then timeout; anything else keeps its own message.
 */
export function classifyAiFailure(message: string, name = ""): AiFailureKind {
  const text = message.toLowerCase();
  if (/api[ _-]?key|authenticat/.test(text)) return "unavailable";
  if (name === "TimeoutError") return "timeout";
  if (name === "NetworkError" || /network|fetch/.test(text)) return "network";
  if (/time(d)?[ -]?out/.test(text)) return "timeout";
  return "other";
}

/** The text a user sees for a failed generation. */
export function aiFailureMessage(message: string, name = ""): string {
  switch (classifyAiFailure(message, name)) {
    case "unavailable":
      return AI_UNAVAILABLE;
    case "network":
      return AI_NETWORK_ERROR;
    case "timeout":
      return AI_TIMEOUT;
    default:
      return message.trim() || AI_FALLBACK_MESSAGE;
  }
}

/** The Transcript tab while the automatic transcript is queued or being made. */
export const TRANSCRIBING = "Transcribing...";
/** The owner's note when the automatic transcript gave up; the Generate button stays beside it. */
export const AUTO_TRANSCRIPT_FAILED = "The automatic transcript failed. Generate one to try again.";
