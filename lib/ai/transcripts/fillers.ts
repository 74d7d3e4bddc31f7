import "server-only";
import type { z } from "zod";
import type { cutProposal } from "@/lib/videos/edit/responses";
import type { TranscriptSegment, TranscriptWord } from "@/lib/timeline/transcript";

/** A proposed cut: seconds of the video as it plays now, and why. */
export type CutProposal = z.infer<typeof cutProposal>;

const FILLERS = new Set(["um", "uh", "erm", "er", "uhm", "umm", "hmm", "ah"]);

const bare = (word: string) => word.toLocaleLowerCase().replace(/[^\p{L}\p{N}']/gu, "");

/**
 * Cuts for filler words (um, uh, erm...) and for a word said twice in a row ("the the": the
 * first goes), from the transcript's word timings; lines without word timings propose nothing.
 */
export function fillerProposals(segments: TranscriptSegment[]): CutProposal[] {
  const words: TranscriptWord[] = segments.flatMap((s) => s.words ?? []);
  const proposals: CutProposal[] = [];
  for (const [i, word] of words.entries()) {
    const text = bare(word.word);
    if (text === "") continue;
    const next = words[i + 1];
    if (FILLERS.has(text)) {
      proposals.push({ start: word.start, end: next?.start ?? word.end, reason: "filler", text });
    } else if (next && bare(next.word) === text) {
      proposals.push({ start: word.start, end: next.start, reason: "repeat", text: word.word });
    }
  }
  return proposals.filter((p) => p.end > p.start);
}
