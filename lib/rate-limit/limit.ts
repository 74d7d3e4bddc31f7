import { tooManyRequests } from "@/lib/errors";
import type { RateLimitStore } from "./store";

export interface RateLimitRule {
  /** What is counted, e.g. `comments:create:<userId>`. */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The 429's text, or a function of the seconds until the window ends. */
  message: string | ((retryAfterSeconds: number) => string);
}

/** Counts one hit for `rule.key`; past the limit, throws 429 with Retry-After. */
export async function takeOrThrow(store: RateLimitStore, rule: RateLimitRule): Promise<void> {
  const { count, resetsInMs } = await store.hit(rule.key, rule.windowSeconds);
  if (count <= rule.limit) return;
  const retryAfter = Math.max(1, Math.ceil(resetsInMs / 1000));
  const message = typeof rule.message === "string" ? rule.message : rule.message(retryAfter);
  throw tooManyRequests(message, retryAfter);
}

/** 'Please try again in 5 minute(s).' / '... in 12 second(s).' */
export function tryAgainIn(seconds: number): string {
  const when = seconds >= 60 ? `${Math.ceil(seconds / 60)} minute(s)` : `${seconds} second(s)`;
  return `Please try again in ${when}.`;
}
