/**
 * Editing by text: the transcript's timed words as one list, and the cuts a selection of them or
 * a proposal makes (seconds of the video as it plays now, what POST /edit takes). Pure.
 */
import type { TranscriptSegment } from "./transcript";
import { normalizeCuts, type Cut } from "./cuts";

export interface IndexedWord {
  /** Position in the whole transcript's word list. */
  index: number;
  /** The transcript line it belongs to. */
  line: number;
  word: string;
  start: number;
  end: number;
}

/** Every timed word of the transcript, in order; lines without word timings give none. */
export function flattenWords(segments: readonly TranscriptSegment[]): IndexedWord[] {
  const words: IndexedWord[] = [];
  segments.forEach((segment, line) => {
    for (const w of segment.words ?? []) {
      words.push({ index: words.length, line, word: w.word, start: w.start, end: w.end });
    }
  });
  return words;
}

/** The selected words from `a` to `b` (either order, inclusive) as one cut; null when empty. */
export function selectionCut(words: readonly IndexedWord[], a: number, b: number): Cut | null {
  const first = words[Math.min(a, b)];
  const last = words[Math.max(a, b)];
  if (!first || !last || last.end <= first.start) return null;
  return [first.start, last.end];
}

/** Whether a word is removed by the cuts: its middle falls inside one. */
export function isWordCut(word: { start: number; end: number }, cuts: readonly Cut[]): boolean {
  const middle = (word.start + word.end) / 2;
  return cuts.some(([from, to]) => middle >= from && middle < to);
}

/** Pending cuts with more added: sorted, merged, inside the video. */
export function addCuts(cuts: readonly Cut[], more: readonly Cut[], duration: number): Cut[] {
  return normalizeCuts([...cuts, ...more], duration);
}

/** Proposals ({ start, end }) as cuts. */
export const proposalCuts = (proposals: readonly { start: number; end: number }[]): Cut[] =>
  proposals.map((p): Cut => [p.start, p.end]);

/**
 * The cuts that remove no word (pauses: proposed silences, gaps between words), by where they sit
 * in the words: after the word of that index, -1 before the first. Words in a cut show as struck
 * through; these would otherwise not show in the transcript at all.
 */
export function pauseCuts(words: readonly IndexedWord[], cuts: readonly Cut[]): Map<number, Cut[]> {
  const pauses = new Map<number, Cut[]>();
  for (const cut of cuts) {
    if (words.some((word) => isWordCut(word, [cut]))) continue;
    const before = words.filter((word) => (word.start + word.end) / 2 < cut[0]).at(-1);
    const at = before?.index ?? -1;
    pauses.set(at, [...(pauses.get(at) ?? []), cut]);
  }
  return pauses;
}
