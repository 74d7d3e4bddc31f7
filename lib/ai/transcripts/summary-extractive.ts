import type { TranscriptSegment } from "@/lib/timeline/transcript";

/** Words too common to say what a video is about (English; other languages still rank by length). */
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any are as at be because been before being " +
    "below between both but by can could did do does doing down during each few for from " +
    "further had has have having he her here hers him his how i if in into is it its itself " +
    "just let like me more most my no nor not now of off on once only or other our ours out " +
    "over own same she should so some such than that the their them then there these they " +
    "this those through to too under until up very was we were what when where which while " +
    "who whom why will with would you your yours yeah okay ok um uh erm hmm gonna going get " +
    "got really right well thing things kind sort one"
  ).split(" "),
);

const MAX_UNIT_CHARS = 240;
const MAX_SUMMARY_CHARS = 900;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
/** The words of `text` that say what it is about: lower-cased, longer than two letters, no stop word. */
export const contentWords = (text: string) =>
  wordsOf(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w));

/**
 * The transcript as sentence-like units: its sentences when it is punctuated (the AI's), else its
 * caption lines (the offline recogniser writes no punctuation).
 */
export function summaryUnits(segments: TranscriptSegment[]): string[] {
  const text = segments
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join(" ");
  const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== "");
  const punctuated = sentences.length >= 2 && sentences.every((s) => s.length <= MAX_UNIT_CHARS);
  const units = punctuated ? sentences : segments.map((s) => s.text);
  return units.map((u) => u.replace(/\s+/g, " ").trim()).filter((u) => wordsOf(u).length >= 3);
}

/** A unit as a sentence: capitalised, shortened at a word if long, ending in punctuation. */
function asSentence(unit: string): string {
  let text = unit;
  if (text.length > MAX_UNIT_CHARS)
    text = `${text.slice(0, MAX_UNIT_CHARS).replace(/\s+\S*$/, "")}…`;
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** Two sentences for a short talk, up to four for a long one. */
export const summaryLength = (units: number) => Math.min(4, Math.max(2, Math.round(units / 6)));

/**
 * An offline summary: the two to four sentences whose words the whole transcript repeats most
 * (word-frequency scoring, the simplest extractive method), in the order they were said.
 * Deterministic; ties go to the earlier sentence. Null when nothing sentence-like was said.
 */
export function extractiveSummary(segments: TranscriptSegment[]): string | null {
  const units = summaryUnits(segments);
  if (units.length === 0) return null;
  const frequency = new Map<string, number>();
  for (const word of units.flatMap(contentWords))
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());
  const scored = units.map((unit, index) => {
    const words = contentWords(unit);
    const distinct = [...new Set(words)];
    const weight = distinct.reduce((sum, w) => sum + (frequency.get(w) ?? 0) / top, 0);
    // Dividing by a root of the length favours sentences dense with the talk's words without
    // always choosing the longest one.
    return { index, score: weight / (1 + Math.sqrt(words.length)) };
  });
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, summaryLength(units.length))
    .sort((a, b) => a.index - b.index);
  let summary = "";
  for (const { index } of chosen) {
    const sentence = asSentence(units[index] ?? "");
    if (summary && summary.length + sentence.length + 1 > MAX_SUMMARY_CHARS) break;
    summary = summary ? `${summary} ${sentence}` : sentence;
  }
  return summary || null;
}
