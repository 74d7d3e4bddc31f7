import "server-only";
import { tryAgainIn, type RateLimitRule } from "@/lib/rate-limit/limit";

/** AI generation (documents, enhancement): 10 per 5 minutes per user. */
export function generationLimit(userId: string): RateLimitRule {
  return {
    key: `ai:generation:${userId}`,
    limit: 10,
    windowSeconds: 300,
    message: (seconds) => `Too many AI requests. ${tryAgainIn(seconds)}`,
  };
}

/** Transcription (minutes of CPU or a paid upload each): 3 per 15 minutes per user. */
export function transcriptionLimit(userId: string): RateLimitRule {
  return {
    key: `ai:transcription:${userId}`,
    limit: 3,
    windowSeconds: 900,
    message: (seconds) => `Too many transcription requests. ${tryAgainIn(seconds)}`,
  };
}
