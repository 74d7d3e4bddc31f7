// Processing benchmark: screen-like 720p recordings through the whole pipeline.
//   npm run bench:processing                      1- and 5-minute recordings, default preset
//   npm run bench:processing -- --minutes 1 --presets ultrafast,superfast,veryfast
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "@/db/connect";
import * as schema from "@/db/schema";
import { randomId } from "@/db/schema/ids";
import type { Db } from "@/db/types";
import { enqueueVideoProcessing } from "@/lib/videos/jobs";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { DEFAULT_PRESET, type StepName } from "@/lib/videos/processing/process-video";
import { createWorker } from "@/lib/worker/worker";
import { createLocalDiskStorage } from "@/lib/storage/local-disk";
import { videoKey } from "@/lib/storage/keys";
import { screenRecording } from "./processing-clips";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "1,5" },
    presets: { type: "string", default: DEFAULT_PRESET },
    cache: { type: "string", default: path.join(os.tmpdir(), "demoreel-bench-clips") },
  },
});

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** CPU seconds used by this process's finished children (ffmpeg), from /proc (Linux only). */
async function childCpuSeconds(): Promise<number | null> {
  try {
    const stat = await readFile("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // cutime and cstime are fields 16 and 17 of stat(5); the slice starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

async function openDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = await PGlite.create();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

async function benchOne(db: Db, userId: string, clip: string, clipSeconds: number, preset: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-bench-"));
  const storage = createLocalDiskStorage(path.join(dir, "files"));
  try {
    const id = randomId();
    const originalKey = videoKey(id, "original.webm");
    await storage.put(originalKey, createReadStream(clip), { contentType: "video/webm" });
    const workspaceId = await ensurePersonalWorkspace(db, userId);
    await db.insert(schema.videos).values({ id, userId, workspaceId, originalKey });
    await enqueueVideoProcessing(db, id);

    const cpuBefore = await childCpuSeconds();
    const started = Date.now();
    const marks: Array<[StepName | "done", number]> = [];
    const worker = createWorker({
      db,
      storage,
      video: { preset, onStep: (step) => void marks.push([step, Date.now()]) },
    });
    await worker.drain(60 * 60_000);
    marks.push(["done", Date.now()]);

    const [video] = await db.select().from(schema.videos).where(eq(schema.videos.id, id));
    if (video?.processingStatus !== "completed")
      throw new Error(`video ended ${video?.processingStatus}`);
    const total = Date.now() - started;
    const cpuAfter = await childCpuSeconds();
    const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
    // Wall time depends on whatever else runs; CPU time over 2 cores estimates an idle 2-core machine.
    const idleEstimate = cpu
      ? `, ffmpeg CPU ${cpu.toFixed(1)} s = ${(clipSeconds / (cpu / 2)).toFixed(1)}x on 2 idle cores`
      : "";
    const steps = marks
      .slice(0, -1)
      .map(([name, at], i) => `${name} ${seconds((marks[i + 1]?.[1] ?? at) - at)}s`);
    const mp4 = await stat(storage.pathOf(video.mp4Key ?? ""));
    const remuxedAt = marks.find(([name]) => name === "thumbnail")?.[1] ?? started;
    console.log(
      [
        `${clipSeconds / 60} min, preset ${preset}: ${seconds(total)} s, ${(clipSeconds / (total / 1000)).toFixed(1)}x real time${idleEstimate}`,
        `  duration ${video.duration.toFixed(2)} s; MP4 ${(mp4.size / 1e6).toFixed(1)} MB`,
        `  seekable WebM ready ${seconds(remuxedAt - started)} s after the job started`,
        `  steps: ${steps.join(", ")}`,
      ].join("\n"),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const tools = await getFfmpegTools();
  console.log(
    `ffmpeg ${tools.ffmpeg} (${tools.fpsModeFlag}, nice: ${tools.nice ? "yes" : "no"}); ` +
      `${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
  );
  const { db, close } = await openDatabase();
  try {
    const [user] = await db
      .insert(schema.users)
      .values({ email: "bench@example.test", name: "Bench" })
      .returning();
    if (!user) throw new Error("no user");
    for (const minutes of values.minutes.split(",").map(Number)) {
      const clipSeconds = minutes * 60;
      const made = Date.now();
      const clip = await screenRecording(values.cache, clipSeconds);
      console.log(`clip ${path.basename(clip)} ready in ${seconds(Date.now() - made)} s`);
      for (const preset of values.presets.split(",")) {
        await benchOne(db, user.id, clip, clipSeconds, preset);
      }
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
