import "server-only";
import { Redis } from "ioredis";
import { config } from "@/lib/config";
import type { DbOrTx } from "@/db/types";
import { countHit, takeOrThrow, type RateLimitCounter, type RateLimitRule } from "./limit";
import { postgresStore } from "./postgres-store";
import { redisStore } from "./redis-store";
import type { RateLimitStore } from "./store";

export { tryAgainIn, type RateLimitCounter, type RateLimitRule } from "./limit";

const globalForRedis = globalThis as unknown as { demoreelRateLimitRedis?: Redis };

function sharedRedis(url: string): Redis {
  globalForRedis.demoreelRateLimitRedis ??= new Redis(url, { maxRetriesPerRequest: 2 });
  return globalForRedis.demoreelRateLimitRedis;
}

function storeFor(db: DbOrTx): RateLimitStore {
  const url = config().REDIS_URL;
  return url ? redisStore(sharedRedis(url)) : postgresStore(db);
}

// An unreachable store must not take the app down with it: the request goes through, logged.
function tolerant(store: RateLimitStore): RateLimitStore {
  return {
    hit: (key, windowSeconds) =>
      store.hit(key, windowSeconds).catch((error: unknown) => {
        console.error("[rate-limit] store unavailable, not limiting", error);
        return { count: 0, resetsInMs: 0 };
      }),
  };
}

/**
 * Counts one hit against a limit shared by every app instance (Redis when REDIS_URL is set, else
 * the database) and throws 429 with Retry-After past it. Usage:
 * `await enforceRateLimit(db, { key: \`reactions:${userId}\`, limit: 30, windowSeconds: 60, message })`.
 */
export async function enforceRateLimit(db: DbOrTx, rule: RateLimitRule): Promise<void> {
  await takeOrThrow(tolerant(storeFor(db)), rule);
}

/** Counts one hit like enforceRateLimit, but answers whether it is within the limit instead of throwing. */
export async function withinRateLimit(db: DbOrTx, counter: RateLimitCounter): Promise<boolean> {
  return (await countHit(tolerant(storeFor(db)), counter)).allowed;
}
