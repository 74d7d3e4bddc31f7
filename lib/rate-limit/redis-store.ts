import "server-only";
import type { Redis } from "ioredis";
import type { RateLimitStore } from "./store";

// INCR and the first PEXPIRE in one script: a crash between them can't leave a counter without expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

// DECR keeps the key's expiry; an expired (absent) key stays absent instead of going to -1.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** Counters in Redis (REDIS_URL): one key per limit, expiring with its window. */
export function redisStore(redis: Redis, prefix = "demoreel:rate-limit:"): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const reply = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { count: Number(reply[0]), resetsInMs: Math.max(0, Number(reply[1])) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
  };
}
