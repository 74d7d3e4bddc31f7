import { toEdited, toOriginal, type Cut } from "./cuts";

const TIME_FIELDS = ["time", "startTime", "start", "endTime", "end"] as const;

/**
 * Moves every time field of a transcript or chapters JSON list (`[{ time, text }]`,
 * `[{ title, startTime }]`) through `map`; other fields and unreadable text stay as they are.
 */
export function retimeJson(json: string | null, map: (t: number) => number): string | null {
  if (!json) return json;
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return json;
  }
  if (!Array.isArray(list)) return json;
  const moved = list.map((item: unknown) => {
    if (typeof item !== "object" || item === null) return item;
    const copy = { ...(item as Record<string, unknown>) };
    for (const field of TIME_FIELDS) {
      const value = copy[field];
      if (typeof value === "number" && Number.isFinite(value)) copy[field] = map(value);
    }
    return copy;
  });
  return JSON.stringify(moved);
}

/**
 * The original-timeline version of a transcript or chapters text now shown on the `applied`
 * timeline. When it is still what the last edit wrote from `source`, `source` is exact (items
 * pinned to a cut point get their own time back); otherwise (regenerated since) it is mapped back.
 */
export function sourceOf(
  current: string | null,
  source: string | null,
  applied: readonly Cut[],
): string | null {
  if (applied.length === 0) return current;
  if (source !== null && retimeJson(source, (t) => toEdited(t, applied)) === current) return source;
  return retimeJson(current, (t) => toOriginal(t, applied));
}
