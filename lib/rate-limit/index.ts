import "server-only";
import { Redis } from "ioredis";
import { config } from "@/lib/config";
import type { DbOrTx } from "@/db/types";
import { serviceUnavailable } from "@/lib/errors";
import { countHit, takeOrThrow, type RateLimitCounter, type RateLimitRule } from "./limit";
import { postgresStore } from "./postgres-store";
import { redisStore } from "./redis-store";
import type { RateLimitStore } from "./store";
import { logger } from "@/lib/log/logger";

export { tryAgainIn, type RateLimitCounter, type RateLimitRule } from "./limit";
export { pruneExpiredCountersNowAndThen } from "./postgres-store";

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
function tolerant(store: RateLimitStore): Pick<RateLimitStore, "hit"> {
  return {
    hit: (key, windowSeconds) =>
      store.hit(key, windowSeconds).catch((error: unknown) => {
        logger().error({ err: error }, "[rate-limit] store unavailable, not limiting");
        return { count: 0, resetsInMs: 0 };
      }),
  };
}

// A limit that guards a secret must hold through an outage: an unreachable store refuses.
function refusing(store: RateLimitStore, message: string): Pick<RateLimitStore, "hit"> {
  return {
    hit: (key, windowSeconds) =>
      store.hit(key, windowSeconds).catch((error: unknown) => {
        logger().error({ err: error }, "[rate-limit] store unavailable, refusing");
        throw serviceUnavailable(message);
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

/**
 * enforceRateLimit for limits that must never be lifted (password guesses): when the store cannot
 * be reached the request is refused with 503 and `unavailableMessage` instead of let through.
 */
export async function enforceStrictRateLimit(
  db: DbOrTx,
  rule: RateLimitRule,
  unavailableMessage: string,
): Promise<void> {
  await takeOrThrow(refusing(storeFor(db), unavailableMessage), rule);
}

/**
 * What one client address may do to one thing (a video's unlock, its email gate), and what all
 * addresses together may: the ceiling is the bound that holds when addresses are many or unknown.
 */
export interface AddressLimits {
  /** Names the thing: the address counts under `{scope}:{addressKey}`, the ceiling under `ceiling.key`. */
  scope: string;
  /** The client's hashed address; null when no trusted proxy reports it. */
  addressKey: string | null;
  perAddress: { limit: number; windowSeconds: number };
  /**
   * A client without a known address: `shared` counts all of them as one address (everyone
   * behind no trusted proxy shares one bucket); `ceiling-only` counts them against the ceiling
   * alone, where one bucket would let a few requests lock every such viewer out of what they
   * know (a password: the ceiling then counts wrong guesses only).
   */
  unknownAddresses: "shared" | "ceiling-only";
  ceiling: RateLimitCounter;
  message: (retryAfterSeconds: number) => string;
  /** Set where a store outage must refuse (503 with this text) instead of letting through. */
  unavailableMessage?: string;
}

const UNKNOWN_ADDRESS = "unknown";

/**
 * Counts one hit against the address's limit and one against the ceiling; 429 with Retry-After
 * past either. The address is counted first: a client past its own limit adds nothing to the
 * ceiling that others share.
 */
export async function enforceAddressLimits(db: DbOrTx, limits: AddressLimits): Promise<void> {
  const { addressKey, message, unavailableMessage } = limits;
  const take = (rule: RateLimitRule) =>
    unavailableMessage === undefined
      ? enforceRateLimit(db, rule)
      : enforceStrictRateLimit(db, rule, unavailableMessage);
  const address = addressKey ?? (limits.unknownAddresses === "shared" ? UNKNOWN_ADDRESS : null);
  if (address !== null) {
    await take({ key: `${limits.scope}:${address}`, ...limits.perAddress, message });
  }
  await take({ ...limits.ceiling, message });
}

/**
 * Takes back one hit counted by enforce*RateLimit, for limits that count only some outcomes (the
 * wrong passwords, not the right ones). If the store cannot be reached the hit stays counted: the
 * limit only gets stricter, so that is logged and not an error.
 */
export async function releaseRateLimitHit(db: DbOrTx, key: string): Promise<void> {
  await storeFor(db)
    .release(key)
    .catch((error: unknown) =>
      logger().error({ err: error }, "[rate-limit] could not release a hit"),
    );
}

/** Counts one hit like enforceRateLimit, but answers whether it is within the limit instead of throwing. */
export async function withinRateLimit(db: DbOrTx, counter: RateLimitCounter): Promise<boolean> {
  return (await countHit(tolerant(storeFor(db)), counter)).allowed;
}
