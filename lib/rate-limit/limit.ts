import "server-only";
import { tooManyRequests } from "@/lib/errors";
import type { RateLimitStore } from "./store";

/** What counting needs of a store. */
type HitCounter = Pick<RateLimitStore, "hit">;

export interface RateLimitCounter {
  /** What is counted, e.g. `comments:create:<userId>`. */
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitRule extends RateLimitCounter {
  /** The 429's text, or a function of the seconds until the window ends. */
  message: string | ((retryAfterSeconds: number) => string);
}

/** Counts one hit for `counter.key`: whether it is within the limit, and when the window ends. */
export async function countHit(
  store: HitCounter,
  counter: RateLimitCounter,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { count, resetsInMs } = await store.hit(counter.key, counter.windowSeconds);
  return {
    allowed: count <= counter.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(resetsInMs / 1000)),
  };
}

/** Counts one hit for `rule.key`; past the limit, throws 429 with Retry-After. */
export async function takeOrThrow(store: HitCounter, rule: RateLimitRule): Promise<void> {
  const { allowed, retryAfterSeconds } = await countHit(store, rule);
  if (allowed) return;
  const message = typeof rule.message === "string" ? rule.message : rule.message(retryAfterSeconds);
  throw tooManyRequests(message, retryAfterSeconds);
}

/** 'Please try again in 5 minute(s).' / '... in 12 second(s).' */
export function tryAgainIn(seconds: number): string {
  const when = seconds >= 60 ? `${Math.ceil(seconds / 60)} minute(s)` : `${seconds} second(s)`;
  return `Please try again in ${when}.`;
}
