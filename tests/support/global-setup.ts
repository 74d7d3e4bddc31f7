import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "@/db/connect";
import { assertLocalDatabase, withDatabase } from "./database-guard";
import type { TestProject } from "vitest/node";

/**
 * Builds one migrated template per run: a PGlite data-dir dump (files load it in ~0.6 s instead of
 * a 4 s initdb each), or a Postgres template database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-test-"));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const base = assertLocalDatabase(url);
    const template = `demoreel_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const client = new pg.Client({ connectionString: withDatabase(base, template) });
    await client.connect();
    const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
    const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.end();
    project.provide("pgTemplate", template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const db = await PGlite.create();
  await migrate(drizzle(db), { migrationsFolder });
  const dump = await db.dumpDataDir("none");
  await db.close();
  const dumpPath = path.join(dir, "template.tar");
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", dumpPath);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    pgTemplate?: string;
  }
}
