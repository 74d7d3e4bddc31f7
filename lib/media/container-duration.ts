import "server-only";
import type { Storage } from "@/lib/storage";
import { getFfmpegTools } from "./ffmpeg";
import { headerCopy } from "./header-copy";
import { probeMedia } from "./probe";
import { UnsupportedMediaError } from "./safe-input";

/** A stored file: its key and size in bytes. */
export interface StoredFile {
  key: string;
  size: number;
}

const PROBE_TIMEOUT_MS = 15_000;

/**
 * The duration the original's container states, or null when it states none (MediaRecorder WebM
 * has no duration header) or it can't be read here. Cheap: one ffprobe of the file on disk, or
 * of a local copy of its header from a remote store (lib/media/header-copy.ts). Throws
 * UnsupportedMediaError for a file that is no allow-listed container or that references others.
 */
export async function containerDuration(
  storage: Storage,
  original: StoredFile,
): Promise<number | null> {
  try {
    const tools = await getFfmpegTools();
    const file =
      storage.kind === "local"
        ? { ...(await storage.toLocalFile(original.key)), complete: true }
        : await headerCopy(storage, original.key, original.size);
    try {
      const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
      const info = await probeMedia(tools, file.path, signal, { partial: !file.complete });
      return info.containerDuration;
    } finally {
      await file.cleanup();
    }
  } catch (error) {
    if (error instanceof UnsupportedMediaError) throw error;
    // Not readable here: processing measures the media itself and refuses it then.
    return null;
  }
}
