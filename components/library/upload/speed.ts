/** How far back the speed looks: long enough to smooth part-sized steps, short enough to follow. */
const WINDOW_MS = 10_000;

/** Bytes per second over the last few seconds of progress reports; null until two reports. */
export function speedTracker() {
  const samples: Array<{ bytes: number; at: number }> = [];
  return {
    add(bytes: number, at: number): number | null {
      samples.push({ bytes, at });
      while (samples.length > 2 && at - (samples[0]?.at ?? at) > WINDOW_MS) samples.shift();
      const first = samples[0];
      if (!first || at - first.at <= 0) return null;
      return (bytes - first.bytes) / ((at - first.at) / 1000);
    },
  };
}
