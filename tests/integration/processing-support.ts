import { execFile } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { videos, type Video } from "@/db/schema";
import { randomId } from "@/db/schema/ids";
import type { Db } from "@/db/types";
import { enqueueVideoProcessing } from "@/lib/videos/jobs";
import { videoKey } from "@/lib/storage/keys";
import { getStorage } from "@/lib/storage";
import { createLocalDiskStorage, type LocalDiskStorage } from "@/lib/storage/local-disk";
import type { Storage } from "@/lib/storage/types";
import { createWorker } from "@/lib/worker/worker";
import { ensurePersonalWorkspace } from "@/lib/workspaces/personal";

const run = promisify(execFile);

const words = (text: string) => text.split(" ");

const lavfi = (seconds: number) => [
  ...words("-hide_banner -loglevel error -y -f lavfi -i"),
  `testsrc2=size=320x240:rate=15:duration=${seconds}`,
  ...words("-f lavfi -i"),
  `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
];

const FAST_VPX = words("-deadline realtime -cpu-used 8 -b:v 200k -c:a libopus -f webm");

/** A seekable VP9 + Opus WebM (has a duration and Cues). */
export async function makeVp9Clip(file: string, seconds = 2): Promise<void> {
  await run("ffmpeg", [...lavfi(seconds), "-c:v", "libvpx-vp9", ...FAST_VPX, file]);
}

/** VP8 + Opus written through a pipe, as MediaRecorder does: no duration, no Cues. */
export async function makeRecorderLikeClip(file: string, seconds = 3): Promise<void> {
  const args = [...lavfi(seconds), "-c:v", "libvpx", ...FAST_VPX, "pipe:1"];
  const { stdout } = await run("ffmpeg", args, { encoding: "buffer", maxBuffer: 64 << 20 });
  await writeFile(file, stdout);
}

/** The EBML header of a real WebM followed by garbage: looks like WebM, decodes as nothing. */
export async function makeGarbageClip(file: string, from: string): Promise<void> {
  const header = (await readFile(from)).subarray(0, 40);
  const body = Buffer.alloc(64 * 1024);
  for (let i = 0; i < body.length; i++) body[i] = (i * 7919 + 13) % 251;
  await writeFile(file, Buffer.concat([header, body]));
}

export async function ffprobeFormatDuration(file: string): Promise<string> {
  const args = words("-v error -show_entries format=duration -of default=nw=1:nk=1");
  const { stdout } = await run("ffprobe", [...args, file]);
  return stdout.trim();
}

/** Top-level MP4 box types in file order (ftyp, moov, ..., mdat). */
export async function topLevelAtoms(file: string): Promise<string[]> {
  const data = await readFile(file);
  const atoms: string[] = [];
  let offset = 0;
  while (offset + 8 <= data.length) {
    let size = data.readUInt32BE(offset);
    atoms.push(data.toString("latin1", offset + 4, offset + 8));
    if (size === 1) size = Number(data.readBigUInt64BE(offset + 8));
    if (size === 0) break;
    if (size < 8) throw new Error(`bad atom size ${size} at ${offset}`);
    offset += size;
  }
  return atoms;
}

/** A temp directory with a local-disk storage in it, removed after the file's tests. */
export function tempStorageForFile(): { dir: () => string; storage: () => LocalDiskStorage } {
  let dir = "";
  let storage: LocalDiskStorage | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-processing-"));
    storage = createLocalDiskStorage(path.join(dir, "files"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return {
    dir: () => dir,
    storage: () => {
      if (!storage) throw new Error("storage not ready");
      return storage;
    },
  };
}

/** Stores `file` as a new video's original upload and queues its processing, as the upload does. */
export async function insertVideo(
  db: Db,
  storage: Storage,
  userId: string,
  file: string,
): Promise<Video> {
  const id = randomId();
  const originalKey = videoKey(id, "original.webm");
  const stored = await storage.put(originalKey, createReadStream(file), {
    contentType: "video/webm",
  });
  const workspaceId = await ensurePersonalWorkspace(db, userId);
  return db.transaction(async (tx) => {
    const [video] = await tx
      .insert(videos)
      .values({ id, userId, workspaceId, originalKey, originalSize: stored.size, duration: 0 })
      .returning();
    if (!video) throw new Error("insert failed");
    await enqueueVideoProcessing(tx, id);
    return video;
  });
}

export async function reloadVideo(db: Db, id: number): Promise<Video | undefined> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

export const quietLogger = { info: () => undefined, error: () => undefined };

/** The app's storage in these tests: local disk, so a test can look at the files. */
export const diskStorage = () => getStorage() as LocalDiskStorage;

/** A worker on that storage that retries quickly and logs nothing. */
export const quickWorker = (db: Db) =>
  createWorker({ db, storage: diskStorage(), backoffBaseMs: 20, logger: quietLogger });
