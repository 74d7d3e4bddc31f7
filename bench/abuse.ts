/**
 * Abuse benchmark (issue 17): streams a 3 GB body to each kind of route and prints the server's
 * RSS growth and the answer. Goal: every answer a 401 or 413, and RSS growth under 100 MB.
 *
 * How to run, against a production server:
 *   npm run build && PORT=3917 DATA_DIR=$(mktemp -d) AUTH_DEV_LOGIN=1 \
 *     AUTH_URL=http://127.0.0.1:3917 AUTH_TRUST_HOST=1 npm start
 *   npx tsx bench/abuse.ts
 *
 * Env: BASE_URL (default http://127.0.0.1:3917); SERVER_PID (default: the process listening on
 * the port, from `ss`); BODY_GB (default 3).
 * Each route is sent the body twice: once declaring its Content-Length, once chunked (no length,
 * so only counting while streaming can stop it).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";

const BASE_URL = (process.env.BASE_URL ?? "http://127.0.0.1:3917").replace(/\/$/, "");
const BODY_BYTES = Math.round(Number(process.env.BODY_GB ?? 3) * 1024 ** 3);
const CHUNK = Buffer.alloc(1024 * 1024, 0x61);
const GOAL_MB = 100;

function serverPid(): number {
  if (process.env.SERVER_PID) return Number(process.env.SERVER_PID);
  const port = new URL(BASE_URL).port || "80";
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`No process listens on port ${port}: start the server first`);
  return Number(match[1]);
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function signIn(): Promise<string> {
  const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({
    csrfToken,
    email: `abuse-${Date.now()}@example.com`,
    name: "Abuse Bench",
  });
  const response = await fetch(`${BASE_URL}/api/auth/callback/dev`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; ") },
    body: form,
    redirect: "manual",
  });
  const session = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c?.startsWith("authjs.session-token="));
  if (!session) throw new Error("Development sign-in failed: is AUTH_DEV_LOGIN=1 set?");
  return session;
}

interface Target {
  name: string;
  method: string;
  path: string;
  contentType: string;
  cookie?: string;
}

/** Streams up to BODY_BYTES; resolves with the status once the server answers (or hangs up). */
function send(target: Target, declareLength: boolean): Promise<{ status: number; sentMb: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(target.path, BASE_URL);
    const headers: Record<string, string> = {
      "content-type": target.contentType,
      origin: BASE_URL,
      "sec-fetch-site": "same-origin",
    };
    if (declareLength) headers["content-length"] = String(BODY_BYTES);
    if (target.cookie) headers.cookie = target.cookie;
    let sent = 0;
    let answered: number | null = null;
    const request = http.request(url, { method: target.method, headers }, (response) => {
      answered = response.statusCode ?? 0;
      response.resume();
      response.on("end", () => {
        request.destroy();
        resolve({ status: answered ?? 0, sentMb: sent / 1024 ** 2 });
      });
    });
    request.on("error", (error) => {
      if (answered !== null) resolve({ status: answered, sentMb: sent / 1024 ** 2 });
      else reject(error);
    });
    const pump = () => {
      while (answered === null && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once("drain", pump);
      }
      if (answered === null) request.end();
    };
    pump();
  });
}

async function main(): Promise<void> {
  const pid = serverPid();
  const cookie = await signIn();
  const targets: Target[] = [
    {
      name: "JSON, signed out",
      method: "PATCH",
      path: "/api/videos/1",
      contentType: "application/json",
    },
    {
      name: "JSON, signed in",
      method: "PATCH",
      path: "/api/videos/1",
      contentType: "application/json",
      cookie,
    },
    {
      name: "Stripe webhook",
      method: "POST",
      path: "/api/stripe/webhook",
      contentType: "application/json",
    },
    {
      name: "Video upload, signed out",
      method: "POST",
      path: "/api/videos/upload",
      contentType: "multipart/form-data; boundary=x",
    },
    {
      name: "Part upload, signed out",
      method: "PUT",
      path: "/api/uploads/abc/parts/0",
      contentType: "application/octet-stream",
    },
    {
      name: "Image upload, signed in",
      method: "POST",
      path: "/api/attachments/upload",
      contentType: "application/octet-stream",
      cookie,
    },
  ];
  console.log(
    `Server pid ${pid}, RSS ${rssMb(pid).toFixed(0)} MB; body ${BODY_BYTES / 1024 ** 3} GB`,
  );
  console.log("route | length | status | MB sent before the answer | peak RSS growth MB");
  let worst = 0;
  let allRefused = true;
  for (const target of targets) {
    for (const declareLength of [true, false]) {
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 50);
      const { status, sentMb } = await send(target, declareLength);
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      const growth = peak - before;
      worst = Math.max(worst, growth);
      if (status !== 401 && status !== 413) allRefused = false;
      console.log(
        `${target.name} | ${declareLength ? "declared" : "chunked"} | ${status} | ${sentMb.toFixed(0)} | ${growth.toFixed(1)}`,
      );
    }
  }
  console.log(
    `Worst RSS growth ${worst.toFixed(1)} MB (goal < ${GOAL_MB}); every answer 401 or 413: ${allRefused ? "yes" : "NO"}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
