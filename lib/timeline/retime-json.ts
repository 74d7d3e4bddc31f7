import { toEdited, toOriginal, type Cut } from "./cuts";

const TIME_FIELDS = ["time", "startTime", "start", "endTime", "end"] as const;

/** The list a stored JSON column holds, or null when it is empty, unreadable or not a list. */
function jsonList(json: string | null): unknown[] | null {
  if (!json) return null;
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list : null;
  } catch {
    return null;
  }
}

/** An item with its time fields, and those of its `words` list, moved through `map`. */
function retimeItem(item: unknown, map: (t: number) => number): unknown {
  if (typeof item !== "object" || item === null) return item;
  const copy = { ...(item as Record<string, unknown>) };
  for (const field of TIME_FIELDS) {
    const value = copy[field];
    if (typeof value === "number" && Number.isFinite(value)) copy[field] = map(value);
  }
  if (Array.isArray(copy.words)) copy.words = copy.words.map((word) => retimeItem(word, map));
  return copy;
}

/**
 * Moves every time field of a transcript or chapters JSON list (`[{ time, text, words }]`,
 * `[{ title, startTime }]`) through `map`; other fields and unreadable text stay as they are.
 */
export function retimeJson(json: string | null, map: (t: number) => number): string | null {
  const list = jsonList(json);
  if (!list) return json;
  return JSON.stringify(list.map((item) => retimeItem(item, map)));
}

const insideCut = (time: number, cuts: readonly Cut[]) =>
  cuts.some(([a, b]) => time >= a && time < b);

interface TimedWord {
  start: number;
  end: number;
}

const isTimedWord = (word: unknown): word is TimedWord => {
  const { start, end } = (word ?? {}) as { start?: unknown; end?: unknown };
  return typeof start === "number" && typeof end === "number";
};

const lineTime = (item: unknown): unknown =>
  typeof item === "object" && item !== null ? (item as { time?: unknown }).time : null;

/**
 * A line as it is said with `cuts` (original timeline), or null when nothing of it is said. With
 * word timing, the words whose middle falls inside a cut leave it (they are no longer said), its
 * text becomes the words left, so captions do not say what was cut, and it starts at its first
 * word left: cutting a line's first words keeps the rest of it. Without word timing, a line that
 * starts inside a cut goes whole, as nothing tells which of its words are still said.
 */
function lineWithoutCuts(item: unknown, cuts: readonly Cut[]): unknown {
  const words = (item as { words?: unknown } | null)?.words;
  const timed = Array.isArray(words) ? words.filter(isTimedWord) : [];
  if (timed.length === 0) {
    const time = lineTime(item);
    return typeof time === "number" && insideCut(time, cuts) ? null : item;
  }
  const all = words as unknown[];
  const kept = all.filter(
    (word) => !isTimedWord(word) || !insideCut((word.start + word.end) / 2, cuts),
  );
  const first = kept.find(isTimedWord);
  if (!first) return null;
  if (kept.length === all.length) {
    const time = lineTime(item);
    const startCut = typeof time === "number" && insideCut(time, cuts);
    return startCut ? { ...(item as object), time: first.start } : item;
  }
  const text = kept.map((word) => String((word as { word?: unknown }).word ?? "")).join(" ");
  return { ...(item as object), time: first.start, text, words: kept };
}

/**
 * A transcript (original timeline) as it plays with `cuts`: each line keeps what is still said of
 * it (see lineWithoutCuts) and moves to the edited timeline. The original-timeline text is kept by
 * the edit, so a revert brings the cut words and lines back.
 */
export function editedTranscript(json: string | null, cuts: readonly Cut[]): string | null {
  const list = cuts.length === 0 ? null : jsonList(json);
  if (!list) return json;
  const kept = list.map((item) => lineWithoutCuts(item, cuts)).filter((item) => item !== null);
  return retimeJson(JSON.stringify(kept), (t) => toEdited(t, cuts));
}

/** Chapters (original timeline) as they play with `cuts`: one inside a cut starts at the cut point. */
export function editedChapters(json: string | null, cuts: readonly Cut[]): string | null {
  return cuts.length ? retimeJson(json, (t) => toEdited(t, cuts)) : json;
}

/**
 * The original-timeline version of a transcript or chapters text now shown on the `applied`
 * timeline. When it is still what the last edit wrote from `source` (`edited` turns one into the
 * other), `source` is exact: items pinned to a cut point get their own time back, and transcript
 * lines inside a cut come back. Otherwise (changed since) it is mapped back.
 */
export function sourceOf(
  current: string | null,
  source: string | null,
  applied: readonly Cut[],
  edited: (json: string | null, cuts: readonly Cut[]) => string | null,
): string | null {
  if (applied.length === 0) return current;
  if (source !== null && edited(source, applied) === current) return source;
  return retimeJson(current, (t) => toOriginal(t, applied));
}
