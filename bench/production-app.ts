// What the page benchmarks share: a seeded shared video, the production build started with
// `next start` on its own port and data directory, and the gzipped JS each page loads in Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Client } from "pg";
import { chromium, type Browser } from "playwright-core";
import { connect } from "@/db/connect";
import { users, videos } from "@/db/schema";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";

/** A user and a shared video with a small stored file, written before the app opens the database. */
export async function seedSharedVideo(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<number> {
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
        workspaceId: await ensurePersonalWorkspace(connection.db, user.id),
        title: "Quarterly demo",
        description: "A shared walkthrough",
        originalKey,
        duration: 42,
        visibility: "public",
      })
      .returning();
    if (!video) throw new Error("no video");
    return video.id;
  } finally {
    await connection.close();
  }
}

/** Starts the production build (`npm run build` first) and resolves once it answers. */
export async function startApp(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    AUTH_URL: base,
    AUTH_TRUST_HOST: "true",
    AUTH_DEV_LOGIN: "1",
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  // The next binary itself, not an npx wrapper, so that stopping it frees the port.
  const app = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(options.port)],
    { env, stdio: ["ignore", "ignore", "inherit"] },
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

export async function stopApp(app: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => app.once("exit", resolve));
  app.kill("SIGTERM");
  await exited;
}

/**
 * The page benches' setup: a shared video seeded in a fresh data directory and the build started
 * on it (PGlite); `measure` gets the video's id, then the app stops and the directory goes.
 */
export async function withSharedVideoApp(
  port: number,
  measure: (videoId: number) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-page-"));
  try {
    const videoId = await seedSharedVideo(dataDir, undefined);
    const app = await startApp({ port, dataDir, databaseUrl: undefined });
    try {
      await measure(videoId);
    } finally {
      await stopApp(app);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench's main; an error is printed and fails the process. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** One script a page loaded: its path and gzipped bytes. */
export interface PageScript {
  url: string;
  gzipped: number;
}

/** Debian's Chromium, headless, as the benches that load pages use it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--headless=new"],
  });
}

/** Every script each page loads in Chromium (signed out), until the network is idle. */
export async function pageScripts(
  base: string,
  paths: string[],
): Promise<Map<string, PageScript[]>> {
  const browser = await launchChromium();
  const scripts = new Map<string, PageScript[]>();
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending: Promise<PageScript>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        const url = new URL(response.url()).pathname;
        pending.push(
          response.body().then(
            (body) => ({ url, gzipped: gzipSync(body).length }),
            () => ({ url, gzipped: 0 }),
          ),
        );
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
      scripts.set(pagePath, await Promise.all(pending));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return scripts;
}

/** The middle value of a bench's runs (the upper one of two). */
export const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

export const totalBytes = (list: PageScript[]) => list.reduce((sum, s) => sum + s.gzipped, 0);

/** Runs `fn` on a fresh database of the server at `adminUrl`, dropped afterwards. */
export async function withFreshPostgres(
  adminUrl: string,
  fn: (url: string) => Promise<void>,
): Promise<void> {
  const name = `demoreel_bench_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
