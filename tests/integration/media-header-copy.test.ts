import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { HEADER_PROBE_BYTES, headerCopy } from "@/lib/media/header-copy";
import { probeMedia } from "@/lib/media/probe";
import { createS3Storage, type S3Storage } from "@/lib/storage/s3";
import { checkUploadedFile } from "@/lib/uploads/file-check";
import { DREF_PATH, box, replaceBox } from "../support/hostile-media";
import { startS3rver, type RunningS3rver } from "../support/s3rver";

// On S3 the commit probes a local copy of the original's header, never a URL: a file whose movie
// header comes after gigabytes of media is checked from a sparse copy holding only its first bytes
// and that header, and an external reference in that header is refused all the same.

const run = promisify(execFile);
let dir = "";
let s3: RunningS3rver;
let storage: S3Storage;
let mp4: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-header-copy-"));
  s3 = await startS3rver();
  storage = createS3Storage(s3.settings);
  const file = path.join(dir, "long.mp4");
  // About 3 MB of media before the movie header (ffmpeg writes it last without +faststart).
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", "testsrc2=size=640x480:rate=30:duration=5", "-c:v", "libx264", "-preset"],
    ...["ultrafast", "-b:v", "5M", file],
  ]);
  mp4 = await readFile(file);
}, 60_000);

afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

async function stored(key: string, bytes: Buffer) {
  await storage.put(key, bytes, { contentType: "video/mp4" });
  return { key, size: bytes.length, contentType: "video/mp4" };
}

describe("the header copy of a stored original", () => {
  it("holds the first bytes and the movie header of an MP4 that has it last, the rest a hole", async () => {
    expect(mp4.length).toBeGreaterThan(HEADER_PROBE_BYTES + 500_000);
    const original = await stored("videos/1/original.mp4", mp4);
    const copy = await headerCopy(storage, original.key, original.size);
    try {
      expect(copy.complete).toBe(true);
      const { size, blocks } = await stat(copy.path);
      expect(size).toBe(mp4.length);
      expect(blocks * 512).toBeLessThan(HEADER_PROBE_BYTES + 512 * 1024);
      const info = await probeMedia(await getFfmpegTools(), copy.path);
      expect(info.video).toMatchObject({ codec: "h264", width: 640, height: 480 });
      expect(info.containerDuration).toBeCloseTo(5, 0);
    } finally {
      await copy.cleanup();
    }
    expect((await checkUploadedFile(storage, original, "long.mp4")).info.video?.codec).toBe("h264");
  });

  it("refuses an MP4 whose late movie header points a track at another file", async () => {
    const head = Buffer.alloc(4);
    const alias = box("alis", Buffer.concat([head, Buffer.alloc(160)]));
    const dref = box("dref", Buffer.concat([Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), alias]));
    const original = await stored("videos/2/original.mp4", replaceBox(mp4, DREF_PATH, dref));
    await expect(checkUploadedFile(storage, original, "late.mp4")).rejects.toMatchObject({
      status: 415,
      code: "unsupported_media",
    });
  });
});
