import "server-only";
import { generateText, type LanguageModel } from "ai";
import type { DbOrTx } from "@/db/types";
import type { EnhanceTextInput } from "@/lib/ai/enhance/schemas";
import type { EnhanceTextResponse } from "./responses";
import { aiNotConfigured, EmptyAiResponseError, toGenerationError } from "../errors";
import { GENERATION_TIMEOUT_MS } from "../shared";
import { loggedAiCall } from "../log";
import { getAiModels } from "../provider";
import { enforceRateLimit } from "@/lib/rate-limit";
import { generationLimit } from "../rate-limit";

const RULES = {
  title:
    "Rewrite this video title to be clear and engaging: at most 80 characters, one line, no quotes, no emoji, no hashtags.",
  description:
    "Rewrite this video description to be clear, friendly and well structured: keep every fact, invent nothing, at most 600 characters, plain text.",
} as const;

/** The prompt for one enhancement; the context (e.g. the title for a description) only informs. */
export function buildEnhancePrompt({ text, type, context }: EnhanceTextInput): string {
  const lines = [RULES[type], "Answer with the rewritten text only."];
  if (context?.trim()) lines.push("", `Context (do not copy): ${context.trim()}`);
  lines.push("", `${type === "title" ? "Title" : "Description"}: ${text.trim()}`);
  return lines.join("\n");
}

/** Cleans the model's answer: no wrapping quotes or labels; titles on one line, capped. */
export function cleanEnhancedText(answer: string, type: EnhanceTextInput["type"]): string {
  let text = answer.trim().replace(/^(title|description)\s*:\s*/i, "");
  if (type === "title") text = text.split("\n")[0] ?? "";
  text = text
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();
  return text.slice(0, type === "title" ? 120 : 5000);
}

/** The model's rewrite of a title or description. */
export async function enhanceText(args: {
  model: LanguageModel;
  modelName: string;
  input: EnhanceTextInput;
  signal: AbortSignal;
  userId?: string;
}): Promise<string> {
  const result = await loggedAiCall(
    { task: `enhance-${args.input.type}`, model: args.modelName, userId: args.userId },
    () =>
      generateText({
        model: args.model,
        prompt: buildEnhancePrompt(args.input),
        abortSignal: args.signal,
        maxRetries: 1,
      }),
    (r) => ({ usage: r.totalUsage }),
  );
  const text = cleanEnhancedText(result.text, args.input.type);
  if (!text) throw new EmptyAiResponseError();
  return text;
}

/** POST /api/enhance-text for a signed-in user: configured AI only (503 naming the setting else). */
export async function enhanceTextForUser(
  db: DbOrTx,
  userId: string,
  input: EnhanceTextInput,
): Promise<EnhanceTextResponse> {
  const models = getAiModels();
  if (!models) throw aiNotConfigured("enhancement");
  await enforceRateLimit(db, generationLimit(userId));
  try {
    const enhancedText = await enhanceText({
      model: models.text,
      modelName: models.textModelName,
      input,
      signal: AbortSignal.timeout(GENERATION_TIMEOUT_MS),
      userId,
    });
    return { enhancedText };
  } catch (error) {
    throw toGenerationError(error);
  }
}
