// Workspace library benchmark: a member listing a 50-member team workspace of 5,000 videos
// (GET /api/videos?workspace=) against one user listing a personal library of 5,000 videos
// (GET /api/videos). Both run the domain calls the route handlers make, plus the JSON encoding of
// the answer, so a figure is the server's share of one request. Goal: workspace/personal <= 2x.
//   npm run bench:workspace-library                      PGlite only
//   npm run bench:workspace-library -- --postgres        PGlite, then Postgres (127.0.0.1:5432)
//   npm run bench:workspace-library -- --runs 50 --explain
// The Postgres run creates a fresh database on the server and drops it afterwards.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql, type SQLWrapper } from "drizzle-orm";
import { connect } from "@/db/connect";
import type { Db } from "@/db/types";
import { listUserVideos, listWorkspaceVideos } from "@/lib/videos/library";
import { listVideosForUser, listVideosOfWorkspace } from "@/lib/videos/queries";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";
import { withFreshPostgres } from "./production-app";

const { values } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/test" },
    runs: { type: "string", default: "20" },
    videos: { type: "string", default: "5000" },
    members: { type: "string", default: "50" },
    // Everyone else's videos, so the plans are those of a shared table, not of a table of two.
    "other-videos": { type: "string", default: "20000" },
    explain: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const VIDEOS = Number(values.videos);
const MEMBERS = Number(values.members);
const OTHER_VIDEOS = Number(values["other-videos"]);
const TEAM = 1;
const MEMBER = "bench-member-2"; // a creator: what a member sees does not depend on the role
const SOLO = "bench-solo";
const OTHER = "bench-other";

/**
 * Bulk-inserts the team (members 1..MEMBERS, member 1 the owner) and its videos spread over the
 * members, one in ten private, two in ten public, the rest workspace; then the solo user's personal
 * library, and OTHER_VIDEOS of someone else's. Every third video has watch sessions, so the cards'
 * average % watched has rows to read.
 */
async function seed(db: Db): Promise<void> {
  await db.execute(sql`
    insert into users (id, email, first_name, last_name)
    select 'bench-member-' || g, 'member' || g || '@example.test', 'Member', g::text
    from generate_series(1, ${MEMBERS}::int) g
    union all select ${SOLO}, 'solo@example.test', 'Solo', 'User'
    union all select ${OTHER}, 'other@example.test', 'Other', 'User'`);
  await db.execute(sql`insert into workspaces (id, name) values (${TEAM}, 'Bench team')`);
  await db.execute(sql`
    insert into workspace_members (workspace_id, user_id, role)
    select ${TEAM}::bigint, 'bench-member-' || g, case when g = 1 then 'owner' else 'creator' end
    from generate_series(1, ${MEMBERS}::int) g`);
  const personal = await ensurePersonalWorkspace(db, SOLO);
  const elsewhere = await ensurePersonalWorkspace(db, OTHER);
  // Visibility follows the round (g / MEMBERS), not g itself, so every member has some of each.
  await db.execute(sql`
    insert into videos (id, user_id, workspace_id, title, original_key, duration, visibility,
                        processing_status, created_at)
    select g, 'bench-member-' || (g % ${MEMBERS}::int + 1), ${TEAM}::bigint, 'Team video ' || g,
           'videos/bench/' || g || '.webm', 60,
           case (g / ${MEMBERS}::int) % 10 when 0 then 'private' when 1 then 'public' when 2 then 'public'
                else 'workspace' end,
           'completed', now() - g * interval '1 minute'
    from generate_series(1, ${VIDEOS}::int) g
    union all
    select ${VIDEOS}::int + g, ${SOLO}, ${personal}::bigint, 'Solo video ' || g,
           'videos/bench/solo-' || g || '.webm', 60,
           case g % 10 when 0 then 'public' else 'private' end,
           'completed', now() - g * interval '1 minute'
    from generate_series(1, ${VIDEOS}::int) g
    union all
    select 2 * ${VIDEOS}::int + g, ${OTHER}, ${elsewhere}::bigint, 'Other video ' || g,
           'videos/bench/other-' || g || '.webm', 60, 'workspace', 'completed',
           now() - g * interval '1 second'
    from generate_series(1, ${OTHER_VIDEOS}::int) g`);
  await db.execute(sql`
    insert into video_insights (video_id, sessions, watch_seconds)
    select id, 2, 50 from videos where id % 3 = 0`);
  await db.execute(sql`analyze`);
}

/** Median and p99 of `RUNS` timed calls, after a few untimed ones to warm caches and plans. */
async function measure(call: () => Promise<unknown>): Promise<{ median: number; p99: number }> {
  for (let i = 0; i < 3; i++) JSON.stringify(await call());
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    JSON.stringify(await call());
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  return { median: at(0.5), p99: at(0.99) };
}

async function explain(db: Db, label: string, query: SQLWrapper): Promise<void> {
  // PGlite and node-postgres both answer { rows }; each plan line is a one-column row.
  const result = (await db.execute(sql`explain (analyze, buffers off) ${query}`)) as {
    rows: Record<string, string>[];
  };
  console.log(`\nEXPLAIN ANALYZE ${label}:`);
  for (const row of result.rows) console.log(`  ${Object.values(row)[0]}`);
}

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-wslib-"));
  const connection = await connect({ databaseUrl, dataDir });
  try {
    const seedStart = performance.now();
    await seed(connection.db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const db = connection.db;
    const workspaceCall = () => listWorkspaceVideos(db, { workspaceId: TEAM, userId: MEMBER });
    const personalCall = () => listUserVideos(db, SOLO);
    const [seen, own] = [await workspaceCall(), await personalCall()];
    // Each card carries its transcript: the bench's videos have none, a real library's are larger.
    const kilobytes = (list: unknown[]) => (JSON.stringify(list).length / 1024).toFixed(0);
    console.log(
      `\n${label}: answers of ${kilobytes(seen)} KB (workspace), ${kilobytes(own)} KB (personal)`,
    );
    const workspace = await measure(workspaceCall);
    const personal = await measure(personalCall);
    // The SELECT alone, to tell the database's share from the mapping and encoding of 5,000 cards.
    const workspaceQuery = await measure(() =>
      listVideosOfWorkspace(db, { workspaceId: TEAM, memberId: MEMBER }),
    );
    const personalQuery = await measure(() => listVideosForUser(db, SOLO));
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
    console.log(`${label}: ${RUNS} calls each, seeded in ${seedSeconds.toFixed(1)} s`);
    console.log(`machine: ${os.cpus().length} cores, load average ${load} after the run`);
    console.log("listing                          rows  median ms  p99 ms   calls/s");
    for (const [name, rows, figures] of [
      ["workspace (member of 50)", seen.length, workspace],
      ["personal (own library)", own.length, personal],
      ["  workspace: SELECT only", seen.length, workspaceQuery],
      ["  personal: SELECT only", own.length, personalQuery],
    ] as const) {
      console.log(
        `${name.padEnd(30)} ${String(rows).padStart(6)} ${figures.median.toFixed(1).padStart(10)} ` +
          `${figures.p99.toFixed(1).padStart(7)} ${(1000 / figures.median).toFixed(1).padStart(9)}`,
      );
    }
    const ratio = workspace.median / personal.median;
    const queryRatio = workspaceQuery.median / personalQuery.median;
    console.log(`ratio workspace/personal (median): ${ratio.toFixed(2)}x (goal <= 2x)`);
    console.log(`ratio workspace/personal, SELECT only: ${queryRatio.toFixed(2)}x`);
    if (values.explain || ratio > 2 || queryRatio > 2) {
      // The query builders are lazy: embedding them runs only the EXPLAIN.
      const team = listVideosOfWorkspace(db, { workspaceId: TEAM, memberId: MEMBER });
      await explain(db, "workspace listing", team as unknown as SQLWrapper);
      const solo = listVideosForUser(db, SOLO);
      await explain(db, "personal listing", solo as unknown as SQLWrapper);
    }
  } finally {
    await connection.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await run("PGlite", undefined);
  if (values.postgres)
    await withFreshPostgres(values["postgres-url"], (url) => run("Postgres", url));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
