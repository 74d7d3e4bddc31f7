// Share-path benchmark: req/s, p99 and the ratio to /api/health at 32 connections, and each page's
// gzipped JS in Chromium, against the production build (run `npm run build` first).
//   npm run bench:share-path                         PGlite and Postgres (127.0.0.1:5432)
//   npm run bench:share-path -- --db pglite --duration 5
// The Postgres run creates a fresh database on the server and drops it afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { Client } from "pg";
import { chromium } from "playwright-core";
import { connect } from "@/db/connect";
import { users, videos } from "@/db/schema";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";

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

/** A user and a shared video with a small stored file, written before the app opens the database. */
async function seed(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  const connection = await connect({ databaseUrl, dataDir });
  try {
    const [user] = await connection.db
      .insert(users)
      .values({ email: "bench@example.test", firstName: "Bench", lastName: "Mark" })
      .returning();
    if (!user) throw new Error("no user");
    const originalKey = "videos/bench/original.webm";
    const storage = createLocalDiskStorage(path.join(dataDir, "files"));
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 7)]);
    await storage.put(originalKey, webm, { contentType: "video/webm" });
    const [video] = await connection.db
      .insert(videos)
      .values({
        userId: user.id,
        title: "Quarterly demo",
        description: "A shared walkthrough",
        originalKey,
        duration: 42,
        isPrivate: false,
      })
      .returning();
    if (!video) throw new Error("no video");
    return video.id;
  } finally {
    await connection.close();
  }
}

async function startApp(dataDir: string, databaseUrl: string | undefined): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    AUTH_URL: base,
    AUTH_TRUST_HOST: "true",
    AUTH_DEV_LOGIN: "1",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // The next binary itself, not an npx wrapper, so that stopping it frees the port.
  const app = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port)],
    {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  let exited = false;
  app.once("exit", () => (exited = true));
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return app;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  app.kill();
  throw new Error("the app did not start");
}

async function stopApp(app: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => app.once("exit", resolve));
  app.kill("SIGTERM");
  await exited;
}

/** Gzipped bytes of every script the page loads in Chromium (signed out). */
async function pageJs(paths: string[]): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--headless=new"],
  });
  const sizes = new Map<string, number>();
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        pending.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
      const total = (await Promise.all(pending)).reduce((a, b) => a + b, 0);
      sizes.set(pagePath, total);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-share-"));
  let app: ChildProcess | undefined;
  try {
    const videoId = await seed(dataDir, databaseUrl);
    app = await startApp(dataDir, databaseUrl);
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
    const js = await pageJs([`/video/${videoId}`, `/embed/${videoId}`, "/", "/terms"]);
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
    for (const [pagePath, bytes] of js) {
      console.log(`  ${pagePath.padEnd(18)} ${(bytes / 1024).toFixed(1)} KB`);
    }
  } finally {
    if (app) await stopApp(app);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function withFreshPostgres(fn: (url: string) => Promise<void>): Promise<void> {
  const name = `demoreel_bench_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const kinds = values.db.split(",");
  if (kinds.includes("pglite")) await run("PGlite", undefined);
  if (kinds.includes("postgres")) await withFreshPostgres((url) => run("Postgres", url));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
