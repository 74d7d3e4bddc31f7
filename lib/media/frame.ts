import "server-only";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Storage } from "@/lib/storage/types";
import { getFfmpegTools, type FfmpegTools } from "./ffmpeg";
import { probeMedia } from "./probe";
import { extractThumbnail } from "./renditions";
import { startTimeLimit } from "./time-limit";
import { ignoreFailure } from "@/lib/log/logger";

/** A frame pick answers within a request; past this ffmpeg is stopped. */
export const FRAME_TIME_LIMIT_MS = 30_000;

/**
 * The PNG frame at `at` seconds of a stored video (at most 640 px wide); a seek past the last
 * frame falls back to a moment earlier. Runs inline: one seek and one decoded frame take 0.2-0.4 s.
 * The download of the video counts against the time limit too, and stops with `signal` (the
 * request's: a caller who left stops costing anything).
 */
export async function frameFromStorage(
  storage: Storage,
  key: string,
  at: number,
  tools?: FfmpegTools,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Buffer> {
  const ffmpeg = tools ?? (await getFfmpegTools());
  const limit = startTimeLimit(FRAME_TIME_LIMIT_MS, signal);
  const dir = await mkdtemp(path.join(os.tmpdir(), "demoreel-frame-"));
  let source: { path: string; cleanup: () => Promise<void> } | undefined;
  try {
    source = await storage.toLocalFile(key, { signal: limit.signal });
    const info = await probeMedia(ffmpeg, source.path, limit.signal);
    const out = path.join(dir, "frame.png");
    await extractThumbnail(ffmpeg, info, source.path, out, at, limit.signal, at);
    return await readFile(out);
  } finally {
    limit.dispose();
    await source?.cleanup().catch(ignoreFailure("removing the frame's local copy of the video"));
    await rm(dir, { recursive: true, force: true });
  }
}
