/**
 * The latest second a thumbnail frame is taken at
 * (docs/product/limits-and-constants.md#thumbnails).
 */
export const THUMBNAIL_LATEST_SECONDS = 3;

/** The thumbnail frame is at the smaller of 3 s or half the duration. */
export function thumbnailTime(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(THUMBNAIL_LATEST_SECONDS, durationSeconds / 2);
}

/**
 * Retry backoff (docs/product/limits-and-constants.md#recording): 1 s, then x1.5 per attempt, at
 * most 60 s. `attempt` counts from 0.
 */
export function backoffDelay(
  attempt: number,
  { initial = 1000, factor = 1.5, max = 60_000 } = {},
): number {
  return Math.min(max, Math.round(initial * factor ** Math.max(0, attempt)));
}

/**
 * Time actually recorded, pauses excluded: the clock runs from `startedAt`, minus the paused spans
 * (`pausedMs` finished ones, plus the one in progress since `pausedAt`).
 */
export function elapsedRecordingMs(
  {
    startedAt,
    pausedMs,
    pausedAt,
  }: { startedAt: number; pausedMs: number; pausedAt: number | null },
  now: number,
): number {
  const paused = pausedMs + (pausedAt === null ? 0 : now - pausedAt);
  return Math.max(0, now - startedAt - paused);
}
