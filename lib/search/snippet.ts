import "server-only";
import { parseTranscript, type TranscriptSegment } from "@/lib/timeline/transcript";
import type { SearchMatch } from "./shared";

const letters = (word: string) => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}']/gu, "");

/** The query's words, lower-cased, without operators and quotes (as `websearch_to_tsquery` reads it). */
function queryTerms(query: string): string[] {
  return query
    .split(/\s+/)
    .map((word) => letters(word.replace(/^-/, "")))
    .filter((word) => word.length > 0 && word !== "or");
}

/**
 * Whether `word` is a form of `term` as full-text search matches it (searching "record" finds
 * "recording" and "records"): the same word, or one starting with the other's first letters.
 */
function sameStem(word: string, term: string): boolean {
  if (word === term) return true;
  const shorter = Math.min(word.length, term.length);
  if (shorter < 4) return false;
  const stem = Math.max(4, shorter - 2);
  return word.slice(0, stem) === term.slice(0, stem);
}

const lineWords = (line: TranscriptSegment) =>
  line.words ?? line.text.split(/\s+/).map((word) => ({ word, start: line.time, end: line.time }));

/**
 * The first transcript line that says one of the query's words, and the time that word starts
 * (the line's start when the line has no word timings); null when nothing said matches.
 */
export function findSpokenMatch(transcript: string | null, query: string): SearchMatch | null {
  const terms = queryTerms(query);
  if (terms.length === 0) return null;
  for (const line of parseTranscript(transcript)) {
    const hit = lineWords(line).find((w) => terms.some((term) => sameStem(letters(w.word), term)));
    if (hit) return { text: line.text, time: Math.max(line.time, hit.start) };
  }
  return null;
}
