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
// measurement (default 10), ROUNDS of health then beacons (default 2), CONNECTIONS (default 16),
// BENCH_NODE_ARGS (node flags for the server, e.g. --cpu-prof), TRACKED=1 (beacons of a tracked link's
// recipient, attributed through the link).
import { createHash, randomBytes } from "node:crypto";
import { measure, startBenchApp, sql } from "./pg-app.mjs";

const PORT = Number(process.env.PORT ?? 3931);
const SECONDS = Number(process.env.SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
// TRACKED=1: every beacon comes from a browser that opened a tracked link (one more lookup each).
const TRACKED = process.env.TRACKED === "1";

const run = (options) => measure({ connections: CONNECTIONS, duration: SECONDS, ...options });

const app = await startBenchApp(PORT);
const { base: BASE, database, databaseUrl } = app;
const video = { id: app.videoId };

try {
  const headers = { "content-type": "application/json", "x-user-id": "dev-user-1" };
  if (TRACKED) {
    const token = randomBytes(24).toString("base64url");
    await sql(
      databaseUrl,
      `insert into tracked_links (id, video_id, token_hash, recipient_name, company) values ($1, $2, $3, 'Jane', 'Acme')`,
      [
        Math.floor(Math.random() * 2 ** 40) + 1,
        video.id,
        createHash("sha256").update(token).digest("hex"),
      ],
    );
    headers.cookie = `demoreel_r_${video.id}=${token}`;
  }
  let counter = 0;
  const beacon = {
    method: "POST",
    path: `/api/videos/${video.id}/watch`,
    headers,
    setupRequest: (request) => {
      counter += 1;
      // A viewer of their own each (one address, one session): the per-address bound of
      // sessions a day is not what is measured.
      request.headers = {
        ...request.headers,
        "x-forwarded-for": `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
      };
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

  // Health and beacons alternate (ROUNDS times each) so a drift of the machine's speed during
  // the run (two shared cores) weighs on both sides of the ratio alike.
  const healthRuns = [];
  const beaconRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    healthRuns.push(await run({ url: `${BASE}/api/health` }));
    beaconRuns.push(await run({ url: BASE, requests: [beacon] }));
  }
  const sum = (runs, pick) => runs.reduce((total, result) => total + pick(result), 0);
  const health = {
    requests: { average: sum(healthRuns, (r) => r.requests.average) / ROUNDS },
    non2xx: sum(healthRuns, (r) => r.non2xx),
    errors: sum(healthRuns, (r) => r.errors),
  };
  const beacons = {
    requests: { average: sum(beaconRuns, (r) => r.requests.average) / ROUNDS },
    non2xx: sum(beaconRuns, (r) => r.non2xx),
    errors: sum(beaconRuns, (r) => r.errors),
    latency: { p99: Math.max(...beaconRuns.map((r) => r.latency.p99)) },
  };
  const stored = (
    await sql(databaseUrl, `select sessions from video_insights where video_id = $1`, [video.id])
  ).rows[0];

  const rate = (result) => result.requests.average;
  console.log(
    `connections ${CONNECTIONS}, ${ROUNDS} rounds of ${SECONDS} s each, Postgres database ${database}${TRACKED ? ", every beacon through a tracked link" : ""}`,
  );
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
  await app.stop();
}
