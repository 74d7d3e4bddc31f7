import { MockLanguageModelV3, MockTranscriptionModelV3 } from "ai/test";
import type { AiModels } from "@/lib/ai/provider";

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3["doGenerate"]>>;

/** A language-model answer as the AI SDK's mock expects it, with token usage. */
export function textResult(text: string, tokens = { input: 120, output: 40 }): GenerateResult {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: undefined },
    usage: {
      inputTokens: {
        total: tokens.input,
        noCache: tokens.input,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: tokens.output, text: tokens.output, reasoning: undefined },
    },
    warnings: [],
  };
}

/** A text model answering `answer` (or a function of the call) every time. */
export function mockTextModel(answer: string | ((prompt: string) => string | Promise<string>)) {
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const prompt = JSON.stringify(options.prompt);
      return textResult(typeof answer === "string" ? answer : await answer(prompt));
    },
  });
}

/** A text model that fails every call with `error`. */
export function failingTextModel(error: unknown) {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      throw error;
    },
  });
}

/** A text model that never answers before its abort signal fires. */
export function hangingTextModel() {
  return new MockLanguageModelV3({
    doGenerate: (options) =>
      new Promise<GenerateResult>((_, reject) => {
        options.abortSignal?.addEventListener("abort", () => reject(options.abortSignal?.reason));
      }),
  });
}

export interface MockSegment {
  text: string;
  startSecond: number;
  endSecond: number;
}

/** A transcription model answering the given segments for every chunk. */
export function mockTranscriptionModel(segments: MockSegment[]) {
  return new MockTranscriptionModelV3({
    doGenerate: async () => ({
      text: segments.map((s) => s.text).join(" "),
      segments,
      language: "en",
      durationInSeconds: segments[segments.length - 1]?.endSecond,
      warnings: [],
      response: { timestamp: new Date(), modelId: "mock-whisper" },
    }),
  });
}

export function mockModels(parts: Partial<Pick<AiModels, "text" | "transcription">>): AiModels {
  return {
    text: parts.text ?? mockTextModel("# Title\n\nBody"),
    transcription: parts.transcription ?? mockTranscriptionModel([]),
    textModelName: "mock/text",
    transcriptionModelName: "mock/transcribe",
  };
}
