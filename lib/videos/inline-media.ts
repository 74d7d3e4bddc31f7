import "server-only";
import type { DbOrTx } from "@/db/types";
import { inlineFfmpegSlots } from "@/lib/media/inline-slots";
import { enforceRateLimit, tryAgainIn } from "@/lib/rate-limit";

/** Frame picks, strips made on demand and cut proposals' pauses a user may start a minute, together. */
export const INLINE_MEDIA_PER_MINUTE = 10;

export const inlineMediaRateLimited = (seconds: number) =>
  `Too many previews made from the video. ${tryAgainIn(seconds)}`;

/**
 * Runs ffmpeg work a request waits for (a frame pick, a missing timeline strip, the pauses of cut
 * proposals): counted against the user's per-minute limit (429), then in one of the process's few
 * inline slots (503 when they and their queue are full). `signal` is the request's: a caller who
 * left gives up the wait.
 */
export async function runInlineMedia<T>(
  db: DbOrTx,
  { userId, signal }: { userId: string; signal?: AbortSignal },
  work: () => Promise<T>,
): Promise<T> {
  await enforceRateLimit(db, {
    key: `inline-media:${userId}`,
    limit: INLINE_MEDIA_PER_MINUTE,
    windowSeconds: 60,
    message: inlineMediaRateLimited,
  });
  return inlineFfmpegSlots().run(work, signal);
}
