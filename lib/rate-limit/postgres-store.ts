import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { rateLimits } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { RateLimitStore } from "./store";

// Expired rows are harmless (the upsert resets them); removing them now and then keeps the table small.
const PRUNE_ONE_IN = 500;

/**
 * Removes the ended windows once in PRUNE_ONE_IN calls: for every writer of `rate_limits` (this
 * store, and statements that count a hit of their own, like the watch beacon's session bound).
 */
export async function pruneExpiredCountersNowAndThen(db: DbOrTx): Promise<void> {
  if (Math.random() * PRUNE_ONE_IN >= 1) return;
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`));
}

/**
 * Counters in the `rate_limits` table: one atomic upsert per hit, timed by the database's clock so
 * instances with skewed clocks still agree. Works the same on Postgres and PGlite.
 */
export function postgresStore(db: DbOrTx): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const expired = sql`rate_limits.resets_at <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          key,
          count: 1,
          resetsAt: sql`now() + make_interval(secs => ${windowSeconds}::double precision)`,
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else rate_limits.resets_at end`,
          },
        })
        .returning({
          count: rateLimits.count,
          resetsInMs: sql<string>`ceil(extract(epoch from (${rateLimits.resetsAt} - now())) * 1000)`,
        });
      if (!row) throw new Error("rate limit upsert returned nothing");
      await pruneExpiredCountersNowAndThen(db);
      return { count: row.count, resetsInMs: Math.max(0, Number(row.resetsInMs)) };
    },
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(rate_limits.count - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, sql`now()`)));
    },
  };
}
