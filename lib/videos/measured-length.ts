import "server-only";
import { config } from "@/lib/config";
import { tooLarge } from "@/lib/errors";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { probeMedia } from "@/lib/media/probe";
import type { Storage } from "@/lib/storage";
import { downloadToTempFile } from "@/lib/storage/temp-file";
import { RECORDING_TOO_LONG } from "./limits";
import type { StoredOriginal } from "./original";

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
  original: StoredOriginal,
): Promise<number | null> {
  try {
    const tools = await getFfmpegTools();
    const file =
      storage.kind === "local"
        ? await storage.toLocalFile(original.key)
        : await downloadToTempFile(storage, original.key, {
            start: 0,
            end: Math.min(original.size, HEADER_PROBE_BYTES) - 1,
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

/**
 * 413 'Recording is too long' before the video exists when the original's container states more
 * than MAX_VIDEO_SECONDS, whatever duration the client declared. Media without a duration header
 * is measured (packet by packet) when it is processed, and fails there instead.
 */
export async function assertContainerNotTooLong(
  storage: Storage,
  original: StoredOriginal,
  maxSeconds = config().MAX_VIDEO_SECONDS,
): Promise<void> {
  const seconds = await containerDuration(storage, original);
  if (seconds !== null && seconds > maxSeconds) throw tooLarge(RECORDING_TOO_LONG);
}
