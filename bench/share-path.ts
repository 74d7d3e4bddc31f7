// Share-path benchmark: req/s, p99 and the ratio to /api/health at 32 connections, and each page's
// gzipped JS in Chromium, against the production build (run `npm run build` first).
//   npm run bench:share-path                         PGlite and Postgres (127.0.0.1:5432)
//   npm run bench:share-path -- --db pglite --duration 5
// The Postgres run creates a fresh database on the server and drops it afterwards.
import type { ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  pageScripts,
  seedSharedVideo,
  startApp,
  stopApp,
  totalBytes,
  withFreshPostgres,
} from "./production-app";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "pglite,postgres" },
    connections: { type: "string", default: "32" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3931" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/test" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-share-"));
  let app: ChildProcess | undefined;
  try {
    const videoId = await seedSharedVideo(dataDir, databaseUrl);
    app = await startApp({ port, dataDir, databaseUrl });
    const pageUrl = `${base}/video/${videoId}`;
    const targets: [string, string][] = [
      ["/api/health", "/api/health"],
      ["/video/{id}", `/video/${videoId}`],
      ["/embed/{id}", `/embed/${videoId}`],
      ["/api/oembed", `/api/oembed?url=${encodeURIComponent(pageUrl)}`],
      ["GET /api/videos/{id}", `/api/videos/${videoId}`],
      ["/", "/"],
      ["/terms", "/terms"],
    ];
    const rows: { name: string; rps: number; p99: number; failed: number; cache: string }[] = [];
    for (const [name, target] of targets) {
      const warm = await fetch(`${base}${target}`); // warm the route (a kept page is built here)
      const result = await autocannon({
        url: `${base}${target}`,
        connections: Number(values.connections),
        duration: Number(values.duration),
      });
      rows.push({
        name,
        rps: result.requests.average,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors,
        cache: warm.headers.get("cache-control") ?? "",
      });
    }
    const health = rows[0]?.rps ?? 1;
    const js = await pageScripts(base, [`/video/${videoId}`, `/embed/${videoId}`, "/", "/terms"]);
    // Other work on a shared machine skews every figure: the load average says how much.
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ");
    console.log(`\n${label}: ${values.connections} connections, ${values.duration} s per path`);
    console.log(`machine: ${os.cpus().length} cores, load average ${load} after the run`);
    console.log("path                   req/s   p99 ms  ratio  failed  Cache-Control");
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(20)} ${row.rps.toFixed(0).padStart(7)} ${String(row.p99).padStart(8)} ` +
          `${(row.rps / health).toFixed(2).padStart(6)} ${String(row.failed).padStart(7)}  ${row.cache}`,
      );
    }
    console.log("gzipped JS (Chromium, signed out):");
    for (const [pagePath, scripts] of js) {
      console.log(`  ${pagePath.padEnd(18)} ${(totalBytes(scripts) / 1024).toFixed(1)} KB`);
    }
  } finally {
    if (app) await stopApp(app);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const kinds = values.db.split(",");
  if (kinds.includes("pglite")) await run("PGlite", undefined);
  if (kinds.includes("postgres"))
    await withFreshPostgres(values.postgres, (url) => run("Postgres", url));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
