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
