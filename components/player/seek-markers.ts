/** A point of interest on the seek bar (reactions); clicking it seeks there. */
export interface SeekMarker {
  key: string;
  time: number;
  /** What the marker shows (an emoji). */
  symbol: string;
  /** Its accessible name, e.g. "🎉 Ada Lovelace at 0:12". */
  label: string;
}

/** One marker per 1% of the bar: dense moments stay one click (and one tab stop). */
export function clusterMarkers(markers: SeekMarker[], duration: number): SeekMarker[] {
  if (duration <= 0) return [];
  const byBucket = new Map<number, SeekMarker[]>();
  for (const marker of markers) {
    if (marker.time < 0 || marker.time > duration) continue;
    const bucket = Math.min(99, Math.floor((marker.time / duration) * 100));
    byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), marker]);
  }
  return [...byBucket.values()].map((group) => {
    const first = group[0] as SeekMarker;
    if (group.length === 1) return first;
    return {
      key: first.key,
      time: first.time,
      symbol: first.symbol,
      label: `${group.length} reactions: ${group.map((m) => m.label).join(", ")}`,
    };
  });
}
