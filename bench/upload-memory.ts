/**
 * Streams a 600 MB recording (BENCH_MB to change) through POST /api/videos/upload on a running
 * server and prints the throughput, its ratio to a bare Node pipe of the same bytes to the same
 * disk (goal >= 0.8) and the server's RSS growth (goal < 100 MB).
 *
 * Run against a production build:
 *   DATA_DIR=$(mktemp -d) PORT=3917 npm run build && DATA_DIR=... PORT=3917 npm start &
 *   SERVER_PID=$(pgrep -f "next start -p 3917" | head -1)   # the `node .../next start` process
 *   (or, for the next-server child: SERVER_PID=$(pgrep -f next-server | head -1))
 *   SERVER_PID=<pid> npx tsx bench/upload-memory.ts
 *
 * Env: BASE_URL (default http://127.0.0.1:3917); TOKEN (a `drl_...` API token) or, when unset, a
 * fresh user signed in through the development provider (AUTH_DEV_LOGIN / non-production);
 * SERVER_PID (whose /proc/<pid>/status VmRSS is sampled; without it only throughput is shown);
 * BENCH_MB (default 600); ROUNDS (default 3) of upload then bare pipe. Each uploaded video is
 * deleted afterwards. The recording is declared one minute long, within the free plan's limit.
 */
import { execSync } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";

const baseUrl = new URL(process.env.BASE_URL ?? "http://127.0.0.1:3917");
const totalMb = Number(process.env.BENCH_MB ?? 600);
const serverPid = process.env.SERVER_PID;
const rounds = Number(process.env.ROUNDS ?? 3);
const CHUNK = 256 * 1024;

function rssMb(pid: string): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** A session cookie for a fresh development user (CSRF token, then the credentials callback). */
async function devSignIn(): Promise<Record<string, string>> {
  const csrf = await fetch(new URL("/api/auth/csrf", baseUrl));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const email = `bench-${Date.now()}@example.test`;
  const res = await fetch(new URL("/api/auth/callback/dev", baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") },
    body: new URLSearchParams({ csrfToken, email, name: "Bench User", callbackUrl: baseUrl.href }),
  });
  const session = res.headers.getSetCookie().find((c) => c.includes("session-token"));
  if (!session) throw new Error(`Dev sign-in failed (${res.status}); set TOKEN instead`);
  return { cookie: [...cookies, session.split(";")[0]].join("; ") };
}

async function authHeaders(): Promise<Record<string, string>> {
  return process.env.TOKEN ? { authorization: `Bearer ${process.env.TOKEN}` } : devSignIn();
}

function request(
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: (req: http.ClientRequest) => Promise<void>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseUrl), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on("error", reject);
    if (body) body(req).then(() => req.end(), reject);
    else req.end();
  });
}

/**
 * The same multipart bytes through a bare Node server that pipes the request to a file on the same
 * disk (no parsing, no app): the ceiling the upload route is measured against. MB/s.
 */
async function barePipeMbPerSecond(
  write: (req: http.ClientRequest) => Promise<void>,
  headers: Record<string, string>,
): Promise<number> {
  const dir = await mkdtemp(path.join(process.env.DATA_DIR ?? os.tmpdir(), "bench-pipe-"));
  const server = http.createServer((req, res) => {
    const out = createWriteStream(path.join(dir, "upload.bin"));
    pipeline(req, out).then(
      () => res.writeHead(201).end("{}"),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: "POST", headers }, (res) => {
      res.resume();
      res.on("end", resolve);
    });
    req.on("error", reject);
    write(req).then(() => req.end(), reject);
  });
  const seconds = (performance.now() - started) / 1000;
  server.close();
  await rm(dir, { recursive: true, force: true });
  return totalMb / seconds;
}

async function main(): Promise<void> {
  const auth = await authHeaders();
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const fields = { title: "Bench upload", description: "", isPrivate: "true", duration: "60" };
  const head =
    Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="recording-${Date.now()}.webm"\r\n` +
    `Content-Type: video/webm\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const fileBytes = totalMb * 1024 * 1024;
  const chunk = randomBytes(CHUNK);
  const contentLength = Buffer.byteLength(head) + fileBytes + Buffer.byteLength(tail);

  const baseRss = serverPid ? rssMb(serverPid) : null;
  let peakRss = baseRss ?? 0;
  const sampler = setInterval(() => {
    const now = serverPid ? rssMb(serverPid) : null;
    if (now !== null) peakRss = Math.max(peakRss, now);
  }, 25);

  const bodyHeaders = {
    "content-type": `multipart/form-data; boundary=${boundary}`,
    "content-length": String(contentLength),
  };
  const sendBody = async (req: http.ClientRequest) => {
    const write = (buf: Buffer) =>
      req.write(buf) ? Promise.resolve() : new Promise<void>((r) => req.once("drain", () => r()));
    await write(Buffer.from(head));
    for (let sent = 0; sent < fileBytes; sent += CHUNK) {
      const piece = Buffer.from(chunk.subarray(0, Math.min(CHUNK, fileBytes - sent)));
      if (sent === 0) piece.set([0x1a, 0x45, 0xdf, 0xa3]); // EBML magic: sniffed as WebM
      await write(piece);
    }
    await write(Buffer.from(tail));
  };

  // A warm-up upload first (not measured): the route's first request compiles and JITs its code.
  const warm = await request("/api/videos/upload", "POST", { ...auth, ...bodyHeaders }, sendBody);
  if (warm.status === 201) {
    const { id } = JSON.parse(warm.text) as { id: number };
    await request(`/api/videos/${id}`, "DELETE", auth);
  }

  // Upload and bare pipe alternate ROUNDS times, each after a `sync`: the page cache's writeback of
  // the previous 600 MB would otherwise slow whichever runs second (seen: 190-445 MB/s for the
  // same bare pipe), and the first run of each pays the cold start.
  const uploads: number[] = [];
  const pipes: number[] = [];
  let res = { status: 0, text: "" };
  for (let round = 0; round < rounds; round++) {
    execSync("sync");
    const started = performance.now();
    res = await request("/api/videos/upload", "POST", { ...auth, ...bodyHeaders }, sendBody);
    uploads.push(totalMb / ((performance.now() - started) / 1000));
    if (res.status !== 201) break;
    const { id } = JSON.parse(res.text) as { id: number };
    const deleted = await request(`/api/videos/${id}`, "DELETE", auth);
    if (deleted.status !== 200)
      console.log(`cleanup DELETE /api/videos/${id} -> ${deleted.status}`);
    execSync("sync");
    pipes.push(await barePipeMbPerSecond(sendBody, bodyHeaders));
  }
  clearInterval(sampler);

  console.log(`POST /api/videos/upload -> ${res.status} ${res.text.slice(0, 120)}`);
  if (res.status !== 201) {
    process.exitCode = 1;
    return;
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(", ");
  const upload = mean(uploads);
  const bare = mean(pipes);
  console.log(
    `${totalMb} MB, ${rounds} rounds: upload ${upload.toFixed(1)} MB/s (${list(uploads)})`,
  );
  console.log(
    `bare Node pipe to disk, same bytes: ${bare.toFixed(1)} MB/s (${list(pipes)}); ratio ${(upload / bare).toFixed(2)} (goal >= 0.8)`,
  );
  if (baseRss !== null) {
    console.log(
      `server RSS at start ${baseRss.toFixed(1)} MB, peak ${peakRss.toFixed(1)} MB (+${(peakRss - baseRss).toFixed(1)} MB)`,
    );
  } else {
    console.log("SERVER_PID not set (or not readable): no memory figures");
  }
}

void main();
