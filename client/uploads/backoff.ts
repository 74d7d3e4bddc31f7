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
