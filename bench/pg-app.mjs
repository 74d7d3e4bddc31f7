// The production server on a database of its own, for the Postgres benches: creates
// demoreel_bench_<random>, starts `next start` on it (after `npm run build`), seeds a user with a
// personal workspace and one shared 5-minute video, and drops it all again.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export const PG_URL = process.env.PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function waitForServer(base) {
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}

/** autocannon's result for `options`, as a promise. */
export function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const nodeArgs = () => (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

const randomId = () => Math.floor(Math.random() * 2 ** 40) + 1;

/** Starts the app on a fresh database and seeds it; `stop()` undoes everything. */
export async function startBenchApp(port) {
  const base = `http://127.0.0.1:${port}`;
  const database = `demoreel_bench_${randomBytes(5).toString("hex")}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-"));
  await sql(PG_URL, `create database ${database}`);
  const databaseUrl = withDatabase(PG_URL, database);
  const server = spawn(
    process.execPath,
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS
    // may not carry --cpu-prof).
    [...nodeArgs(), "node_modules/next/dist/bin/next", "start", "-p", String(port)],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        AUTH_DEV_LOGIN: "1",
        AUTH_URL: base,
        AUTH_TRUST_HOST: "true",
        // Benches set X-Forwarded-For to play many viewers, as a proxy in front would.
        TRUSTED_PROXY_HOPS: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await sql(PG_URL, `drop database if exists ${database} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(base);
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
        [randomId(), user.id],
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
        `insert into videos (id, user_id, workspace_id, title, visibility, duration, original_key, processing_status)
         values ($1, $2, $3, 'Bench', 'public', 300, 'bench/original.webm', 'completed') returning id`,
        [randomId(), user.id, workspace.id],
      )
    ).rows;
    return { base, server, database, databaseUrl, userId: user.id, videoId: video.id, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
