import "server-only";
import type { Storage } from "@/lib/storage";
import { downloadToTempFile } from "@/lib/storage/temp-file";
import { getFfmpegTools } from "./ffmpeg";
import { probeMedia } from "./probe";

/** A stored file: its key and size in bytes. */
export interface StoredFile {
  key: string;
  size: number;
}

/** What a remote store hands ffprobe: the container's header is at the start of WebM and faststart MP4. */
export const HEADER_PROBE_BYTES = 2 * 1024 * 1024;
const PROBE_TIMEOUT_MS = 15_000;

/**
 * The duration the original's container states, or null when it states none (MediaRecorder WebM
 * has no duration header; an MP4 on a remote store with its index at the end), or it can't be read.
 * Cheap: one ffprobe of the file on disk, or of its first HEADER_PROBE_BYTES from a remote store.
 */
export async function containerDuration(
  storage: Storage,
  original: StoredFile,
): Promise<number | null> {
  try {
    const tools = await getFfmpegTools();
    const file =
      storage.kind === "local"
        ? await storage.toLocalFile(original.key)
        : await downloadToTempFile(storage, original.key, {
            range: { start: 0, end: Math.min(original.size, HEADER_PROBE_BYTES) - 1 },
          });
    try {
      const info = await probeMedia(tools, file.path, AbortSignal.timeout(PROBE_TIMEOUT_MS));
      return info.containerDuration;
    } finally {
      await file.cleanup();
    }
  } catch {
    // Not readable here: processing measures the media itself and refuses it then.
    return null;
  }
}
