import type { TranscriptSegment } from "@/lib/timeline/transcript";
import { contentWords } from "./summary-extractive";

const saidWords = (segments: readonly TranscriptSegment[]) =>
  new Set(segments.flatMap((segment) => contentWords(segment.text)));

/**
 * The words an edit took out of the video: said in `before` (the transcript of the original) and
 * no longer anywhere in `after` (the transcript as it plays). A word still said elsewhere is not
 * counted, since a title or summary using it still tells the truth.
 */
export function cutWords(
  before: readonly TranscriptSegment[],
  after: readonly TranscriptSegment[],
): Set<string> {
  const left = saidWords(after);
  return new Set([...saidWords(before)].filter((word) => !left.has(word)));
}

/** Whether `text` (a chapter title, a summary) uses any of `words`: it quotes what was cut. */
export function quotesAny(text: string | null, words: ReadonlySet<string>): boolean {
  return !!text && words.size > 0 && contentWords(text).some((word) => words.has(word));
}
