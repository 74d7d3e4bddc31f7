import "server-only";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { config } from "@/lib/config";
import { ApiError, conflict, tooLarge, unsupportedMedia } from "@/lib/errors";
import { containerDuration } from "@/lib/media/container-duration";
import type { Storage } from "@/lib/storage";
import { videoKey } from "@/lib/storage/keys";
import { NOT_A_VIDEO_MESSAGE, VideoIntake } from "@/lib/media/video-intake";
import { UnsupportedMediaError } from "@/lib/media/safe-input";
import { RECORDING_TOO_LONG } from "./limits";
import { ignoreFailure } from "@/lib/log/logger";

/** What a request that needs a video's file answers while its recording is still being joined. */
export const VIDEO_STILL_PROCESSING = "The video is still processing";

/**
 * The key of the video's original; 409 video_not_ready while a recording's parts are still being
 * joined into it (its pages show it processing meanwhile).
 */
export function requireOriginalKey(video: { originalKey: string | null }): string {
  if (!video.originalKey) throw conflict(VIDEO_STILL_PROCESSING, "video_not_ready");
  return video.originalKey;
}

export interface StoredOriginal {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Streams a recording through the sniffing gate into `videos/{id}/original.{webm|mp4}` (never
 * held in memory). Used by the multipart upload and by the upload-session commit alike.
 */
export async function storeSniffedOriginal(
  storage: Storage,
  { videoId, source, maxBytes }: { videoId: number; source: Readable; maxBytes: number },
): Promise<StoredOriginal> {
  const intake = new VideoIntake(maxBytes);
  const piping = pipeline(source, intake);
  // Only marks the rejection handled: where the pipeline is awaited below, its failure is read.
  piping.catch(() => undefined);
  const format = await intake.format.catch(async (error: unknown) => {
    await piping.catch(ignoreFailure("the upload pipeline after the format sniff failed"));
    throw error;
  });
  const key = videoKey(videoId, `original.${format.ext}`);
  // Wait for both to settle: a failed write has removed its temp file before the caller cleans up.
  const [put, piped] = await Promise.allSettled([
    storage.put(key, intake, { contentType: format.contentType }),
    piping,
  ]);
  if (put.status === "fulfilled" && piped.status === "fulfilled") {
    return { key, contentType: format.contentType, size: put.value.size };
  }
  const reasons = [piped, put].flatMap((r) =>
    r.status === "rejected" ? [r.reason as unknown] : [],
  );
  throw reasons.find((r) => r instanceof ApiError) ?? reasons[0];
}

/**
 * 413 'Recording is too long' before the video exists when the original's container states more
 * than MAX_VIDEO_SECONDS, whatever duration the client declared. Media without a duration header
 * is measured (packet by packet) when it is processed, and fails there instead. Returns the stated
 * duration (null: none), for the plan's own limit. A recording whose MP4 references other files
 * is refused here (415 unsupported_media), before anything else reads it.
 */
export async function assertContainerNotTooLong(
  storage: Storage,
  original: StoredOriginal,
  maxSeconds = config().MAX_VIDEO_SECONDS,
): Promise<number | null> {
  const seconds = await containerDuration(storage, original).catch((error: unknown) => {
    throw error instanceof UnsupportedMediaError ? unsupportedMedia(NOT_A_VIDEO_MESSAGE) : error;
  });
  if (seconds !== null && seconds > maxSeconds)
    throw tooLarge(RECORDING_TOO_LONG, "recording_too_long");
  return seconds;
}
