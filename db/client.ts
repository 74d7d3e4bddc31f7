import "server-only";
import { config } from "@/lib/config";
import { connect, type Connection } from "./connect";
import type { Db } from "./types";

const globalForDb = globalThis as unknown as { demoreelDb?: Promise<Connection> };

/** The process-wide database, opened and migrated once (PGlite cold-opens in seconds: never per request). */
export function getConnection(): Promise<Connection> {
  if (!globalForDb.demoreelDb) {
    const { DATABASE_URL, dataDir } = config();
    globalForDb.demoreelDb = connect({ databaseUrl: DATABASE_URL, dataDir });
    globalForDb.demoreelDb.catch(() => {
      globalForDb.demoreelDb = undefined;
    });
  }
  return globalForDb.demoreelDb;
}

export async function getDb(): Promise<Db> {
  return (await getConnection()).db;
}

/**
 * The process's database connection when `db` is its handle (outside a transaction), else null.
 * Opens nothing: null until the process's database is open.
 */
export async function connectionOf(db: unknown): Promise<Connection | null> {
  const pending = globalForDb.demoreelDb;
  if (!pending) return null;
  const connection = await pending.catch(() => null);
  return connection?.db === db ? connection : null;
}

/** Tests point the app at their own database. */
export function setConnectionForTests(connection: Connection): void {
  globalForDb.demoreelDb = Promise.resolve(connection);
}
