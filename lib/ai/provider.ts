import "server-only";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel, TranscriptionModel } from "ai";
import { config } from "@/lib/config";

/** The models the app uses; null when no AI is configured (OPENAI_API_KEY unset). */
export interface AiModels {
  text: LanguageModel;
  transcription: TranscriptionModel;
  /** For logs: "provider/model". */
  textModelName: string;
  transcriptionModelName: string;
}

const globalForAi = globalThis as unknown as { demoreelAiModels?: AiModels | null };

function fromConfig(): AiModels | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_TEXT_MODEL, OPENAI_TRANSCRIBE_MODEL } = config();
  if (!OPENAI_API_KEY) return null;
  const openai = createOpenAI({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL });
  return {
    // Chat Completions: the API that OpenAI-compatible servers (vLLM, llama.cpp, ...) share.
    text: openai.chat(OPENAI_TEXT_MODEL),
    transcription: openai.transcription(OPENAI_TRANSCRIBE_MODEL),
    textModelName: `openai/${OPENAI_TEXT_MODEL}`,
    transcriptionModelName: `openai/${OPENAI_TRANSCRIBE_MODEL}`,
  };
}

/** The configured models, built once per process. */
export function getAiModels(): AiModels | null {
  if (globalForAi.demoreelAiModels === undefined) globalForAi.demoreelAiModels = fromConfig();
  return globalForAi.demoreelAiModels;
}
