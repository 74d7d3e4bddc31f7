// Watch-beacon throughput (issue 14): beacons per second sustained by POST /api/videos/{id}/watch
// and the ratio to GET /api/health in the same run, on Postgres. Goal: a ratio of at least 0.5.
//
// How to run (after `npm run build`; Postgres on 127.0.0.1:5432 with trust auth):
//   node bench/watch-beacons.mjs
// It creates its own database (demoreel_bench_<random>), starts `next start` on it, seeds one
// shared 5-minute video, runs autocannon against /api/health and then the beacons, stops the
// server and drops the database. Each beacon is a new viewer session (an insert, the heavier
// path; later beacons of a session are updates of the same row).
//
// Env: PG_URL (default postgres://postgres@127.0.0.1:5432/test), PORT (default 3931), SECONDS per
// measurement (default 10), CONNECTIONS (default 16).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const PG_URL = process.env.PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = Number(process.env.PORT ?? 3931);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const BASE = `http://127.0.0.1:${PORT}`;

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`${BASE}/api/health?deep=1`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const database = `demoreel_bench_${randomBytes(5).toString("hex")}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-"));
await sql(PG_URL, `create database ${database}`);
const databaseUrl = withDatabase(PG_URL, database);
const server = spawn(
  process.execPath,
  ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)],
  {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      AUTH_DEV_LOGIN: "1",
      AUTH_URL: BASE,
      AUTH_TRUST_HOST: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  },
);

try {
  await waitForServer();
  const [user] = (
    await sql(
      databaseUrl,
      `insert into users (id, email, first_name) values (gen_random_uuid()::text, $1, 'Bench') returning id`,
      [`bench-${database}@example.test`],
    )
  ).rows;
  // Every video is in a workspace: the user's personal one, as the app would make it.
  const [workspace] = (
    await sql(
      databaseUrl,
      `insert into workspaces (id, name, personal_for) values ($1, 'Personal', $2) returning id`,
      [Math.floor(Math.random() * 2 ** 40) + 1, user.id],
    )
  ).rows;
  await sql(
    databaseUrl,
    `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
    [workspace.id, user.id],
  );
  const [video] = (
    await sql(
      databaseUrl,
      `insert into videos (id, user_id, workspace_id, title, is_private, duration, original_key, processing_status)
       values ($1, $2, $3, 'Bench', false, 300, 'bench/original.webm', 'completed') returning id`,
      [Math.floor(Math.random() * 2 ** 40) + 1, user.id, workspace.id],
    )
  ).rows;

  let counter = 0;
  const beacon = {
    method: "POST",
    path: `/api/videos/${video.id}/watch`,
    headers: { "content-type": "application/json", "x-user-id": "dev-user-1" },
    setupRequest: (request) => {
      counter += 1;
      const from = counter % 280;
      request.body = JSON.stringify({
        sessionId: `bench-${process.pid}-${counter}`,
        ranges: [[from, from + 15]],
        position: from + 15,
      });
      return request;
    },
  };

  // Warm both paths (JIT, connection pool) before measuring.
  await run({ url: `${BASE}/api/health`, duration: 2 });
  await run({ url: BASE, duration: 2, requests: [beacon] });

  const health = await run({ url: `${BASE}/api/health` });
  const beacons = await run({ url: BASE, requests: [beacon] });
  const stored = (
    await sql(databaseUrl, `select sessions from video_insights where video_id = $1`, [video.id])
  ).rows[0];

  const rate = (result) => result.requests.average;
  console.log(`connections ${CONNECTIONS}, ${SECONDS} s each, Postgres database ${database}`);
  console.log(
    `GET /api/health           ${rate(health).toFixed(0)} req/s (non-2xx ${health.non2xx}, errors ${health.errors})`,
  );
  console.log(
    `POST /api/videos/{id}/watch ${rate(beacons).toFixed(0)} beacons/s (non-2xx ${beacons.non2xx}, errors ${beacons.errors}, p99 ${beacons.latency.p99} ms)`,
  );
  console.log(
    `ratio beacons / health    ${(rate(beacons) / rate(health)).toFixed(2)} (goal >= 0.5)`,
  );
  console.log(`sessions stored           ${stored?.sessions ?? 0}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await sql(PG_URL, `drop database if exists ${database} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
}
