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
 * Whether `db` is this process's own embedded PGlite, outside a transaction: nothing else can
 * write to it, so rows kept in memory and dropped on this process's writes are exact. Opens
 * nothing: false until the process's database is open.
 */
export async function isProcessOwnedDatabase(db: unknown): Promise<boolean> {
  const pending = globalForDb.demoreelDb;
  if (!pending) return false;
  const connection = await pending.catch(() => null);
  return connection?.kind === "pglite" && connection.db === db;
}

/** Tests point the app at their own database. */
export function setConnectionForTests(connection: Connection): void {
  globalForDb.demoreelDb = Promise.resolve(connection);
}
