import { tooManyRequests } from "@/lib/errors";

export interface TokenBucketOptions {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Seconds to earn back one request. */
  refillSeconds: number;
  /** Injected clock (ms), for tests. */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Per-key token bucket held in this process's memory. Limitation: each server process (and each
 * serverless instance) counts on its own and a restart forgets; a shared store (Postgres or Redis)
 * would be needed for a hard limit across instances.
 */
export function createRateLimiter(options: TokenBucketOptions) {
  const { capacity, refillSeconds } = options;
  const now = options.now ?? Date.now;
  const buckets = new Map<string, Bucket>();

  function refill(key: string): Bucket {
    const at = now();
    const bucket = buckets.get(key) ?? { tokens: capacity, updatedAt: at };
    const earned = (at - bucket.updatedAt) / 1000 / refillSeconds;
    bucket.tokens = Math.min(capacity, bucket.tokens + earned);
    bucket.updatedAt = at;
    buckets.set(key, bucket);
    return bucket;
  }

  return {
    /** Takes one request for `key`; false when the bucket is empty. */
    tryTake(key: string): boolean {
      const bucket = refill(key);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      // Keep the map small: full buckets carry no information.
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) if (b.tokens >= capacity - 1 && k !== key) buckets.delete(k);
      }
      return true;
    },
    /** Seconds until `key` may call again (0 when it may now). */
    retryAfter(key: string): number {
      const bucket = refill(key);
      return bucket.tokens >= 1 ? 0 : Math.ceil((1 - bucket.tokens) * refillSeconds);
    },
    reset(): void {
      buckets.clear();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** AI generation (documents, enhancement): a burst of 10, then one every 30 s per user. */
export const generationLimiter = createRateLimiter({ capacity: 10, refillSeconds: 30 });
/** Transcription (minutes of CPU or a paid upload each): a burst of 3, then one every 5 min. */
export const transcriptionLimiter = createRateLimiter({ capacity: 3, refillSeconds: 300 });

/** Throws 429 with a clear message when `userId` has used up `limiter`. */
export function enforceRateLimit(limiter: RateLimiter, userId: string, what: string): void {
  if (limiter.tryTake(userId)) return;
  const wait = limiter.retryAfter(userId);
  const when = wait >= 60 ? `${Math.ceil(wait / 60)} minute(s)` : `${wait} second(s)`;
  throw tooManyRequests(`Too many ${what} requests. Please try again in ${when}.`);
}
