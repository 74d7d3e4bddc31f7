/**
 * Pure arithmetic of trims and cuts. A cut is `[from, to]` in seconds; a set of cuts is kept
 * sorted, merged and inside the video. Times move between the original timeline (the upload) and
 * an edited one (what plays after the cuts are removed).
 */
export type Cut = [from: number, to: number];

/** Cuts shorter than this are dropped: ffmpeg cannot cut less than a frame. */
const MIN_CUT_SECONDS = 0.01;
/** Less than this left after the cuts counts as cutting everything. */
export const MIN_KEPT_SECONDS = 0.5;

const round = (t: number) => Math.round(t * 1000) / 1000;

/** Sorted, clipped to [0, duration], overlapping or touching cuts merged, tiny ones dropped. */
export function normalizeCuts(cuts: readonly Cut[], duration: number): Cut[] {
  const clipped = cuts
    .map(([a, b]): Cut => [
      round(Math.max(0, Math.min(a, b))),
      round(Math.min(duration, Math.max(a, b))),
    ])
    .filter(([a, b]) => b - a >= MIN_CUT_SECONDS)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of clipped) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** Seconds removed by normalized cuts. */
export function cutSeconds(cuts: readonly Cut[]): number {
  return cuts.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** The edited duration. */
export function keptDuration(cuts: readonly Cut[], duration: number): number {
  return round(Math.max(0, duration - cutSeconds(cuts)));
}

/** The ranges of the original that play, in order: the complement of the cuts. */
export function keptRanges(cuts: readonly Cut[], duration: number): Cut[] {
  const kept: Cut[] = [];
  let start = 0;
  for (const [a, b] of cuts) {
    if (a > start) kept.push([start, a]);
    start = Math.max(start, b);
  }
  if (duration > start) kept.push([start, duration]);
  return kept;
}

/**
 * Original time -> edited time. A time inside a cut is pinned to the cut point (where the cut
 * range starts in the edited timeline), so nothing in a removed range is lost.
 */
export function toEdited(time: number, cuts: readonly Cut[]): number {
  let removed = 0;
  for (const [a, b] of cuts) {
    if (time < a) break;
    if (time < b) return round(a - removed);
    removed += b - a;
  }
  return round(Math.max(0, time - removed));
}

/**
 * Edited time -> original time: the first original moment that plays at `time`. A cut point maps
 * to the end of its cut (the frame shown there), which toEdited maps back to the same point.
 */
export function toOriginal(time: number, cuts: readonly Cut[]): number {
  let added = 0;
  for (const [a, b] of cuts) {
    if (time + added < a) break;
    added += b - a;
  }
  return round(time + added);
}

/**
 * Cuts made on the edited timeline, combined with those already applied: the full set in the
 * original timeline. A range spanning an earlier cut removes what plays on both sides of it.
 */
export function composeCuts(
  applied: readonly Cut[],
  added: readonly Cut[],
  originalDuration: number,
): Cut[] {
  const mapped = added.map(([a, b]): Cut => {
    // The start keeps the frame before it; the end is the first original moment that plays after.
    const from = toOriginalStart(a, applied);
    return [from, toOriginal(b, applied)];
  });
  return normalizeCuts([...applied, ...mapped], originalDuration);
}

/** Like toOriginal, but a cut point maps to the start of its cut (a new cut starting there keeps the frame before). */
function toOriginalStart(time: number, cuts: readonly Cut[]): number {
  let added = 0;
  for (const [a, b] of cuts) {
    if (time + added <= a) break;
    added += b - a;
  }
  return round(time + added);
}

/** A range in preview: the next kept time after `time` when it falls in a cut (else null). */
export function skipTarget(time: number, cuts: readonly Cut[]): number | null {
  for (const [a, b] of cuts) {
    if (time >= a && time < b) return b;
  }
  return null;
}
