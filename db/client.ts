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

/** Tests point the app at their own database. */
export function setConnectionForTests(connection: Connection): void {
  globalForDb.demoreelDb = Promise.resolve(connection);
}
