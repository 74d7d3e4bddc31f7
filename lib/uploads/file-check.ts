import "server-only";
import { unsupportedMediaType } from "@/lib/errors";
import { getFfmpegTools, runTool } from "@/lib/media/ffmpeg";
import { HEADER_PROBE_BYTES } from "@/lib/media/container-duration";
import { browserPlayableType, containerContentType } from "@/lib/media/playable";
import { parseProbeJson, type MediaInfo } from "@/lib/media/probe";
import type { Storage } from "@/lib/storage";
import { downloadToTempFile } from "@/lib/storage/temp-file";
import type { StoredOriginal } from "@/lib/videos/original";

/** ffprobe reads headers only; a file it cannot read in this long is not one it can process. */
const PROBE_TIMEOUT_MS = 60_000;
/** A presigned URL for ffprobe's range reads of a file in S3. */
const PROBE_URL_SECONDS = 5 * 60;

const noVideoStream = (fileName: string) =>
  unsupportedMediaType(
    `"${fileName}" is not a video we can read: choose a video file (MP4, MOV, WebM, MKV or AVI)`,
  );

/** What the content of an uploaded file says: its stored type and whether browsers play it. */
export interface CheckedFile {
  contentType: string;
  playable: boolean;
  info: MediaInfo;
}

async function probe(input: string): Promise<MediaInfo | null> {
  const tools = await getFfmpegTools();
  try {
    const out = await runTool(
      tools.ffprobe,
      ["-v", "error", "-show_format", "-show_streams", "-of", "json", input],
      { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) },
    );
    return parseProbeJson(out);
  } catch {
    return null;
  }
}

async function probeLocalCopy(
  storage: Storage,
  original: StoredOriginal,
  range?: { start: number; end: number },
): Promise<MediaInfo | null> {
  const file =
    storage.kind === "local" && !range
      ? await storage.toLocalFile(original.key)
      : await downloadToTempFile(storage, original.key, { range });
  try {
    return await probe(file.path);
  } finally {
    await file.cleanup();
  }
}

/**
 * ffprobe of the stored original: on disk the file itself; on S3 through a presigned URL (ffprobe
 * reads only the ranges it needs, wherever the index is); elsewhere its first bytes, then the whole
 * file when those hold no video (an MP4 with its index at the end).
 */
async function probeStored(storage: Storage, original: StoredOriginal): Promise<MediaInfo | null> {
  if (storage.kind === "local") return probeLocalCopy(storage, original);
  if (storage.presignGet) {
    const url = await storage.presignGet(original.key, { expiresInSeconds: PROBE_URL_SECONDS });
    const info = await probe(url);
    if (info?.video) return info;
  }
  if (original.size > HEADER_PROBE_BYTES) {
    const head = await probeLocalCopy(storage, original, {
      start: 0,
      end: HEADER_PROBE_BYTES - 1,
    });
    if (head?.video) return head;
  }
  return probeLocalCopy(storage, original, { start: 0, end: original.size - 1 });
}

/**
 * Checks an uploaded file by its content, not its name: ffprobe must find a video stream (415
 * naming the file otherwise). Answers the type to store it under and whether a browser plays it
 * before processing.
 */
export async function checkUploadedFile(
  storage: Storage,
  original: StoredOriginal,
  fileName: string,
): Promise<CheckedFile> {
  const info = await probeStored(storage, original);
  if (!info?.video) throw noVideoStream(fileName);
  const playableType = browserPlayableType(info);
  return {
    contentType: playableType ?? containerContentType(info),
    playable: playableType !== null,
    info,
  };
}
