import "server-only";
import { getDb } from "@/db/client";
import type { Db } from "@/db/types";

/** Server components have no handler() to hand them the database; they borrow it through this. */
export async function withDb<T>(run: (db: Db) => Promise<T>): Promise<T> {
  return run(await getDb());
}
