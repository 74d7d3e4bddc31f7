import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "@/db/connect";
import { assertLocalDatabase, withDatabase } from "../support/database-guard";

// The workspace migrations run on a database that already has users and videos: every user gets a
// personal workspace as its owner, and their videos move into it. Postgres when TEST_DATABASE_URL
// is set (CI), else PGlite.

/** The last migration before workspaces: the database this test fills, then migrates onwards. */
const BEFORE = "0012_insights_address_notification_password_version";

interface Blank {
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };
  migrate: (folder: string) => Promise<void>;
  rows: <T>(query: ReturnType<typeof sql>) => Promise<T[]>;
  close: () => Promise<void>;
}

async function openBlank(): Promise<Blank> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = await PGlite.create();
    const db = drizzle(client);
    return {
      db,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      rows: async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[],
      close: () => client.close(),
    };
  }
  const base = assertLocalDatabase(url);
  const name = `demoreel_migration_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(base, name), max: 2 });
  const db = drizzlePg(pool);
  return {
    db,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    rows: async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[],
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A copy of the migrations folder that stops at `last`. */
async function migrationsUpTo(last: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-migrations-"));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("workspaces migration", () => {
  it("gives every existing user a personal workspace and moves their videos into it, with visibility", async () => {
    const blank = await openBlank();
    cleanup.push(() => blank.close());
    const older = await migrationsUpTo(BEFORE);
    cleanup.push(() => rm(older, { recursive: true, force: true }));
    await blank.migrate(older);

    await blank.db.execute(sql`
      insert into users (id, email, first_name) values
        ('u-ada', 'ada@example.test', 'Ada'),
        ('u-bob', 'bob@example.test', 'Bob'),
        ('u-cy', 'cy@example.test', 'Cy')`);
    await blank.db.execute(sql`
      insert into videos (id, user_id, title, original_key, is_private) values
        (11, 'u-ada', 'One', 'videos/11/original.webm', true),
        (12, 'u-ada', 'Two', 'videos/12/original.webm', false),
        (21, 'u-bob', 'Three', 'videos/21/original.webm', true)`);

    await blank.migrate(migrationsFolder);

    const owned = await blank.rows<{ user_id: string; name: string; role: string; id: string }>(sql`
      select m.user_id, w.name, m.role, w.id from workspaces w
      join workspace_members m on m.workspace_id = w.id
      where w.personal_for = m.user_id order by m.user_id`);
    expect(owned.map(({ user_id, name, role }) => [user_id, name, role])).toEqual([
      ["u-ada", "Personal", "owner"],
      ["u-bob", "Personal", "owner"],
      ["u-cy", "Personal", "owner"],
    ]);
    const all = await blank.rows<{ n: string | number }>(sql`select count(*) as n from workspaces`);
    expect(Number(all[0]?.n)).toBe(3);
    const moved = await blank.rows<{
      id: string | number;
      workspace_id: string;
      visibility: string;
      is_private: boolean;
    }>(sql`select v.id, v.workspace_id, v.visibility, v.is_private from videos v order by v.id`);
    const personalOf = Object.fromEntries(owned.map((row) => [row.user_id, String(row.id)]));
    // A shared video becomes public, a private one stays private; is_private now follows it.
    expect(
      moved.map((v) => [Number(v.id), String(v.workspace_id), v.visibility, v.is_private]),
    ).toEqual([
      [11, personalOf["u-ada"], "private", true],
      [12, personalOf["u-ada"], "public", false],
      [21, personalOf["u-bob"], "private", true],
    ]);
    // The column is required from now on.
    await expect(
      blank.db.execute(
        sql`insert into videos (id, user_id, original_key) values (99, 'u-cy', 'videos/99/original.webm')`,
      ),
    ).rejects.toThrow();
  });
});
