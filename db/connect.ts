import "server-only";
import path from "node:path";
import type { Db } from "./types";
import * as schema from "./schema";

export const migrationsFolder = path.join(process.cwd(), "db/migrations");

export interface Connection {
  db: Db;
  kind: "pglite" | "pg" | "neon";
  close: () => Promise<void>;
}

function isNeonHost(url: string): boolean {
  try {
    return new URL(url).hostname.endsWith(".neon.tech");
  } catch {
    return false;
  }
}

// Serialises concurrent start-ups (app + workers) so migrations run once.
const MIGRATION_LOCK = 72_174_001;

async function migratePostgres(url: string): Promise<void> {
  const { Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

/** Opens the database for a URL (or PGlite under dataDir when there is none) and applies migrations. */
export async function connect(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Connection> {
  const { databaseUrl, dataDir } = options;
  if (!databaseUrl) {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(path.join(dataDir, "pglite"));
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: "pglite", close: () => client.close() };
  }
  if (isNeonHost(databaseUrl)) {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const { default: ws } = await import("ws");
    neonConfig.webSocketConstructor = ws;
    await migratePostgres(databaseUrl);
    const pool = new Pool({ connectionString: databaseUrl });
    pool.on("error", (error: Error) => console.error("[db] idle connection error", error.message));
    return { db: drizzle(pool, { schema }), kind: "neon", close: () => pool.end() };
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  await migratePostgres(databaseUrl);
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", (error) => console.error("[db] idle connection error", error.message));
  return { db: drizzle(pool, { schema }), kind: "pg", close: () => pool.end() };
}
