import { readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import * as schema from "@/db/schema";
import type { Connection } from "@/db/connect";
import { setConnectionForTests } from "@/db/client";
import { stopAccessListener } from "@/lib/access/rows/access-rows-listener";
import type { Db } from "@/db/types";
import { assertLocalDatabase, withDatabase } from "./database-guard";

async function openPglite(templatePath: string): Promise<Connection> {
  const dump = await readFile(templatePath);
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { db: drizzle(client, { schema }), kind: "pglite", close: () => client.close() };
}

async function openPostgres(
  url: string,
  template: string,
): Promise<Connection & { drop: () => Promise<void> }> {
  const base = assertLocalDatabase(url);
  const name = `demoreel_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: withDatabase(base, name), max: 10 });
  // Dropping the database at the end terminates idle connections; that is expected, not a failure.
  pool.on("error", () => undefined);
  return {
    db: drizzlePg(pool, { schema }),
    kind: "pg",
    close: () => pool.end(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** A fresh database for this test file (cloned from the run's template), wired in as the app's database. */
export function useTestDatabase(): { db: () => Db; kind: () => Connection["kind"] } {
  let connection: (Connection & { drop?: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    const pgTemplate = inject("pgTemplate");
    const url = process.env.TEST_DATABASE_URL;
    connection =
      pgTemplate && url
        ? await openPostgres(url, pgTemplate)
        : await openPglite(inject("pgliteTemplate") ?? "");
    setConnectionForTests(connection);
  });
  afterAll(async () => {
    if (connection) await stopAccessListener(connection);
    await connection?.close();
    await connection?.drop?.();
  });
  return {
    db: () => {
      if (!connection) throw new Error("test database not open yet");
      return connection.db;
    },
    kind: () => connection?.kind ?? "pglite",
  };
}
