import "server-only";
import { Redis } from "ioredis";
import { config } from "@/lib/config";
import type { DbOrTx } from "@/db/types";
import { takeOrThrow, type RateLimitRule } from "./limit";
import { postgresStore } from "./postgres-store";
import { redisStore } from "./redis-store";
import type { RateLimitStore } from "./store";

export { tryAgainIn, type RateLimitRule } from "./limit";

const globalForRedis = globalThis as unknown as { demoreelRateLimitRedis?: Redis };

function sharedRedis(url: string): Redis {
  globalForRedis.demoreelRateLimitRedis ??= new Redis(url, { maxRetriesPerRequest: 2 });
  return globalForRedis.demoreelRateLimitRedis;
}

function storeFor(db: DbOrTx): RateLimitStore {
  const url = config().REDIS_URL;
  return url ? redisStore(sharedRedis(url)) : postgresStore(db);
}

/**
 * Counts one hit against a limit shared by every app instance (Redis when REDIS_URL is set, else
 * the database) and throws 429 with Retry-After past it. Usage:
 * `await enforceRateLimit(db, { key: \`reactions:${userId}\`, limit: 30, windowSeconds: 60, message })`.
 */
export async function enforceRateLimit(db: DbOrTx, rule: RateLimitRule): Promise<void> {
  const store = storeFor(db);
  await takeOrThrow(
    {
      // An unreachable store must not take the app down with it: the request goes through, logged.
      hit: (key, windowSeconds) =>
        store.hit(key, windowSeconds).catch((error: unknown) => {
          console.error("[rate-limit] store unavailable, not limiting", error);
          return { count: 0, resetsInMs: 0 };
        }),
    },
    rule,
  );
}
