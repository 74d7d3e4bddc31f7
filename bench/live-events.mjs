// Live events (GET /api/events) on one instance, on Postgres: how much memory 1,000 idle
// server-sent event streams add to the server, and how long a counted view through a tracked link
// takes to reach every one of them. Goal: under 200 MB added for 1,000 streams; an alert within 5 s.
//
// How to run (after `npm run build`; Postgres on 127.0.0.1:5432 with trust auth):
//   node bench/live-events.mjs
// Env: PG_URL, PORT (default 3933), STREAMS (default 1000).
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { startBenchApp, sql } from "./pg-app.mjs";

const PORT = Number(process.env.PORT ?? 3933);
const STREAMS = Number(process.env.STREAMS ?? 1000);

/** Resident memory of the server and its children, in MB (the server may fork workers). */
function residentMb(pid) {
  const out = execFileSync("ps", ["-o", "pid=,ppid=,rss="], { encoding: "utf8" });
  const rows = out
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, parent] of rows) {
      if (tree.has(parent) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
    }
  }
  return rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

const app = await startBenchApp(PORT);
const streams = [];
try {
  const token = `drl_${randomBytes(24).toString("base64url")}`;
  await sql(
    app.databaseUrl,
    `insert into api_tokens (id, user_id, name, token_hash, scope) values (gen_random_uuid()::text, $1, 'bench', $2, 'read')`,
    [app.userId, createHash("sha256").update(token).digest("hex")],
  );
  const linkToken = randomBytes(24).toString("base64url");
  await sql(
    app.databaseUrl,
    `insert into tracked_links (id, video_id, token_hash, recipient_name, company) values ($1, $2, $3, 'Jane', 'Acme')`,
    [
      Math.floor(Math.random() * 2 ** 40) + 1,
      app.videoId,
      createHash("sha256").update(linkToken).digest("hex"),
    ],
  );

  // Warm the route, then read the baseline.
  for (let i = 0; i < 20; i++) await fetch(`${app.base}/api/health`);
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = residentMb(app.server.pid);

  let received = 0;
  let allReceived;
  const everyone = new Promise((resolve) => (allReceived = resolve));
  const open = () =>
    new Promise((resolve, reject) => {
      const request = http.get(
        `${app.base}/api/events`,
        { agent: false, headers: { authorization: `Bearer ${token}` } },
        (response) => {
          if (response.statusCode !== 200)
            return reject(new Error(`status ${response.statusCode}`));
          response.setEncoding("utf8");
          let seen = false;
          response.on("data", (chunk) => {
            if (!seen && chunk.includes("event: watching")) {
              seen = true;
              received += 1;
              if (received === STREAMS) allReceived();
            }
          });
          resolve(request);
        },
      );
      request.on("error", reject);
    });
  const opening = performance.now();
  for (let i = 0; i < STREAMS; i += 50) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, open))));
  }
  const opened = performance.now() - opening;
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const after = residentMb(app.server.pid);

  const sent = performance.now();
  const view = await fetch(`${app.base}/api/videos/${app.videoId}/view`, {
    method: "POST",
    headers: { cookie: `demoreel_r_${app.videoId}=${linkToken}`, "x-user-id": "dev-user-9" },
  });
  const timeout = new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000));
  const outcome = await Promise.race([everyone.then(() => "ok"), timeout]);
  const delivered = performance.now() - sent;

  console.log(`streams open              ${streams.length} (opened in ${opened.toFixed(0)} ms)`);
  console.log(
    `server memory             ${before.toFixed(0)} MB idle -> ${after.toFixed(0)} MB with the streams`,
  );
  console.log(`added for ${STREAMS} streams     ${(after - before).toFixed(1)} MB (goal < 200 MB)`);
  console.log(
    `view (status ${view.status}) -> alert on all streams: ${outcome === "ok" ? `${delivered.toFixed(0)} ms` : `only ${received} of ${STREAMS} within 10 s`} (goal < 5 s)`,
  );
} finally {
  for (const request of streams) request.destroy();
  await app.stop();
}
