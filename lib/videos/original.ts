import "server-only";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ApiError } from "@/lib/errors";
import type { Storage } from "@/lib/storage";
import { videoKey } from "@/lib/storage/keys";
import { VideoIntake } from "@/lib/upload/video-intake";

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
  piping.catch(() => undefined);
  const format = await intake.format.catch(async (error: unknown) => {
    await piping.catch(() => undefined);
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
