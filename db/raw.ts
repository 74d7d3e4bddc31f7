import "server-only";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./types";

/**
 * Rows of a raw statement. PGlite, node-postgres and Neon all answer `{ rows }`; the shared Db
 * type cannot say so, hence this one narrow place.
 */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
