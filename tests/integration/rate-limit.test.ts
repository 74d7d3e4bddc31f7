import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rateLimits } from "@/db/schema";
import { ApiError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";
import { takeOrThrow, type RateLimitRule } from "@/lib/rate-limit/limit";
import { postgresStore } from "@/lib/rate-limit/postgres-store";
import { redisStore } from "@/lib/rate-limit/redis-store";
import type { RateLimitStore } from "@/lib/rate-limit/store";
import { rejectionOf } from "../support/rejection";
import { useTestDatabase } from "../support/test-database";

const database = useTestDatabase();
const redis = new Redis("redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 });
const redisPrefix = `demoreel-test:${randomUUID()}:`;

afterAll(async () => {
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const rule = (key: string, limit = 3): RateLimitRule => ({
  key,
  limit,
  windowSeconds: 60,
  message: (seconds) => `Slow down for ${seconds} s`,
});

const rejection = (promise: Promise<void>) => rejectionOf(promise, ApiError);

const stores: [string, () => RateLimitStore, () => RateLimitStore][] = [
  ["Postgres (PGlite)", () => postgresStore(database.db()), () => postgresStore(database.db())],
  ["Redis", () => redisStore(redis, redisPrefix), () => redisStore(redis, redisPrefix)],
];

describe.each(stores)("rate limits in %s", (_name, instanceA, instanceB) => {
  it("allows the limit, then answers 429 with Retry-After and the rule's text", async () => {
    const key = `k:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await takeOrThrow(instanceA(), rule(key));
    const error = await rejection(takeOrThrow(instanceA(), rule(key)));
    expect(error.status).toBe(429);
    const retryAfter = Number(error.headers?.["Retry-After"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`Slow down for ${retryAfter} s`);
  });

  it("shares one count between app instances and keeps keys apart", async () => {
    const key = `k:${randomUUID()}`;
    await takeOrThrow(instanceA(), rule(key, 2));
    await takeOrThrow(instanceB(), rule(key, 2));
    await rejection(takeOrThrow(instanceB(), rule(key, 2)));
    await takeOrThrow(instanceA(), rule(`k:${randomUUID()}`, 2));
  });

  it("takes back one hit of the current window on release, never below zero", async () => {
    const key = `k:${randomUUID()}`;
    const store = instanceA();
    await store.hit(key, 60);
    await store.hit(key, 60);
    await store.release(key);
    expect((await store.hit(key, 60)).count).toBe(2);
    for (let i = 0; i < 3; i++) await instanceB().release(key);
    expect((await store.hit(key, 60)).count).toBe(1);
    // Releasing a key never hit creates nothing that could later go negative.
    const fresh = `k:${randomUUID()}`;
    await store.release(fresh);
    expect((await store.hit(fresh, 60)).count).toBe(1);
  });

  it("counts concurrent hits exactly (atomic increments)", async () => {
    const key = `k:${randomUUID()}`;
    const store = instanceA();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const c of counts) expect(c.resetsInMs).toBeLessThanOrEqual(60_000);
  });
});

describe("Postgres window", () => {
  it("starts a new window once the old one has ended", async () => {
    const key = `k:${randomUUID()}`;
    const store = postgresStore(database.db());
    for (let i = 0; i < 3; i++) await takeOrThrow(store, rule(key));
    await rejection(takeOrThrow(store, rule(key)));
    await database
      .db()
      .update(rateLimits)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, key));
    await takeOrThrow(store, rule(key));
    const [row] = await database.db().select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(1);
  });
});

describe("Redis window", () => {
  it("gives each counter an expiry of its window", async () => {
    const key = `k:${randomUUID()}`;
    await redisStore(redis, redisPrefix).hit(key, 30);
    const ttl = await redis.pttl(redisPrefix + key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});

describe("enforceRateLimit", () => {
  it("uses the database when REDIS_URL is unset", async () => {
    const key = `k:${randomUUID()}`;
    await enforceRateLimit(database.db(), rule(key, 1));
    const error = await rejection(enforceRateLimit(database.db(), rule(key, 1)));
    expect(error.status).toBe(429);
    const [row] = await database.db().select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(2);
  });
});
