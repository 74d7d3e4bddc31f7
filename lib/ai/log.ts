import "server-only";
import type { LanguageModelUsage } from "ai";
import { logger } from "@/lib/log/logger";

export interface AiCallLog {
  /** What was asked: "document", "chapters", "enhance", "transcribe". */
  task: string;
  model: string;
  userId?: string;
  videoId?: number;
  durationMs: number;
  ok: boolean;
  usage?: Pick<LanguageModelUsage, "inputTokens" | "outputTokens" | "totalTokens">;
  /** Transcription is billed by audio length, not tokens. */
  audioSeconds?: number;
  error?: string;
}

/** One log entry per AI call (duration, token usage): the data for cost and latency dashboards. */
export function logAiCall(entry: AiCallLog): void {
  const { usage } = entry;
  const fields = {
    event: "ai.call",
    ...entry,
    usage: usage && {
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      totalTokens: usage.totalTokens,
    },
    durationMs: Math.round(entry.durationMs),
  };
  if (entry.ok) logger().info(fields, "ai call");
  else logger().warn(fields, "ai call failed");
}

/** Runs one AI call and logs it, whether it succeeds or fails. */
export async function loggedAiCall<T>(
  base: Omit<AiCallLog, "durationMs" | "ok" | "usage" | "error">,
  run: () => Promise<T>,
  usageOf: (result: T) => Pick<AiCallLog, "usage" | "audioSeconds"> = () => ({}),
): Promise<T> {
  const started = performance.now();
  try {
    const result = await run();
    logAiCall({ ...base, ...usageOf(result), durationMs: performance.now() - started, ok: true });
    return result;
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    logAiCall({
      ...base,
      durationMs: performance.now() - started,
      ok: false,
      error: message.slice(0, 300),
    });
    throw error;
  }
}
