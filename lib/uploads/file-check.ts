import "server-only";
import { unsupportedMedia } from "@/lib/errors";
import { CONTAINER_SNIFF_BYTES, sniffContainer } from "@/lib/media/containers";
import { getFfmpegTools } from "@/lib/media/ffmpeg";
import { headerCopy } from "@/lib/media/header-copy";
import { browserPlayableType, containerContentType } from "@/lib/media/playable";
import { probeMedia, UnseenHeaderError, type MediaInfo } from "@/lib/media/probe";
import { UnsupportedMediaError } from "@/lib/media/safe-input";
import type { Storage } from "@/lib/storage";
import { downloadToTempFile } from "@/lib/storage/temp-file";
import type { StoredOriginal } from "@/lib/videos/original";

/** ffprobe reads headers only; a file it cannot read in this long is not one it can process. */
const PROBE_TIMEOUT_MS = 60_000;

/** 415 unsupported_media naming the file: its content is not a video container we read. */
export const unreadableFile = (fileName: string) =>
  unsupportedMedia(
    `"${fileName}" is not a video we can read: choose a video file (MP4, MOV, WebM, MKV or AVI)`,
  );

/** What the content of an uploaded file says: its stored type and whether browsers play it. */
export interface CheckedFile {
  contentType: string;
  playable: boolean;
  info: MediaInfo;
}

/** The first gate, before ffprobe or anything else reads it: the file's own first bytes. */
async function startsAsAllowedContainer(storage: Storage, original: StoredOriginal) {
  if (original.size === 0) return false;
  const end = Math.min(original.size, CONTAINER_SNIFF_BYTES) - 1;
  const read = await storage.get(original.key, { start: 0, end });
  if (!read) return false;
  return sniffContainer(new Uint8Array(await new Response(read.body).arrayBuffer())) !== null;
}

type LocalCopy = { path: string; complete: boolean; cleanup: () => Promise<void> };

const seen = (probed: MediaInfo | null | "unseen") => (probed === "unseen" ? null : probed);

/** probeMedia of a local copy; null when ffprobe cannot read it, "unseen" when the copy cannot tell. */
async function probeCopy(copy: LocalCopy): Promise<MediaInfo | null | "unseen"> {
  const tools = await getFfmpegTools();
  try {
    const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
    return await probeMedia(tools, copy.path, signal, { partial: !copy.complete });
  } catch (error) {
    if (error instanceof UnsupportedMediaError) throw error;
    return error instanceof UnseenHeaderError ? "unseen" : null;
  } finally {
    await copy.cleanup();
  }
}

/**
 * ffprobe of a local copy of the stored original, never of a URL: on disk the file itself;
 * elsewhere a copy of its header (lib/media/header-copy.ts), then the whole file when that holds
 * no video or cannot tell.
 */
async function probeStored(storage: Storage, original: StoredOriginal): Promise<MediaInfo | null> {
  if (storage.kind === "local")
    return seen(await probeCopy({ ...(await storage.toLocalFile(original.key)), complete: true }));
  const header = await probeCopy(await headerCopy(storage, original.key, original.size));
  if (header !== "unseen" && header?.video) return header;
  return seen(
    await probeCopy({ ...(await downloadToTempFile(storage, original.key)), complete: true }),
  );
}

/**
 * Checks an uploaded file by its content, not its name: its first bytes must be an allow-listed
 * container's (lib/media/containers.ts), a QuickTime/MP4 must hold its own samples, and ffprobe,
 * told that container, must find a video stream. 415 unsupported_media naming the file otherwise.
 * Answers the type to store it under and whether a browser plays it before processing.
 */
export async function checkUploadedFile(
  storage: Storage,
  original: StoredOriginal,
  fileName: string,
): Promise<CheckedFile> {
  if (!(await startsAsAllowedContainer(storage, original))) throw unreadableFile(fileName);
  const info = await probeStored(storage, original).catch((error: unknown) => {
    throw error instanceof UnsupportedMediaError ? unreadableFile(fileName) : error;
  });
  if (!info?.video) throw unreadableFile(fileName);
  const playableType = browserPlayableType(info);
  return {
    contentType: playableType ?? containerContentType(info),
    playable: playableType !== null,
    info,
  };
}
