import "server-only";
import type { TranscriptSegment, TranscriptWord } from "@/lib/timeline/transcript";

/** A recognised word with its start and end (seconds). */
export type TimedWord = TranscriptWord;

/** A timed piece of text as transcription APIs return it (the AI SDK's segment shape). */
export interface TimedText {
  text: string;
  startSecond: number;
  endSecond: number;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;

const roundWord = (w: TimedWord): TimedWord => ({
  word: w.word,
  start: round(w.start),
  end: round(w.end),
});

/**
 * Gives each line the words said from its start until the next line starts (an API answers
 * segments and words as two lists on one timeline). Lines keep their text as the API wrote it.
 */
export function attachWords(
  segments: TranscriptSegment[],
  words: TimedWord[],
): TranscriptSegment[] {
  if (words.length === 0) return segments;
  return segments.map((segment, index) => {
    const next = segments[index + 1]?.time ?? Infinity;
    // A word belongs where its middle falls: whisper's word and segment bounds differ slightly.
    const own = words.filter((w) => {
      const middle = (w.start + w.end) / 2;
      return (index === 0 || middle >= segment.time) && middle < next;
    });
    return own.length > 0 ? { ...segment, words: own.map(roundWord) } : segment;
  });
}

/** API segments of one chunk, shifted by the chunk's offset; blank ones dropped. */
export function shiftSegments(segments: TimedText[], offset: number): TranscriptSegment[] {
  return segments
    .map((s) => ({
      time: round(Math.max(0, s.startSecond) + offset),
      text: s.text.replace(/\s+/g, " ").trim(),
    }))
    .filter((s) => s.text !== "");
}

export interface GroupOptions {
  /** A segment closes at a pause once it is at least this long... */
  minSeconds: number;
  /** ...and always before it grows past this. */
  maxSeconds: number;
  /** A silence at least this long counts as a pause. */
  pauseSeconds: number;
}

const DEFAULT_GROUPING: GroupOptions = { minSeconds: 5, maxSeconds: 10, pauseSeconds: 0.3 };

/** Words into caption-sized segments of about 5-10 s, cut at pauses where possible. */
export function groupWords(
  words: TimedWord[],
  options: GroupOptions = DEFAULT_GROUPING,
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TimedWord[] = [];
  const flush = () => {
    const first = current[0];
    if (first)
      segments.push({
        time: round(first.start),
        text: current.map((w) => w.word).join(" "),
        words: current.map(roundWord),
      });
    current = [];
  };
  for (const word of words) {
    const first = current[0];
    const last = current[current.length - 1];
    if (first && last) {
      const length = word.end - first.start;
      const pause = word.start - last.end;
      if (
        length > options.maxSeconds ||
        (last.end - first.start >= options.minSeconds && pause >= options.pauseSeconds)
      ) {
        flush();
      }
    }
    current.push(word);
  }
  flush();
  return segments;
}

/**
 * The transcript JSON text stored on the video (docs/api.md#the-video-object):
 * `[{ time, text, words? }]`, the words as `{ word, start, end }`.
 */
export function serializeTranscript(segments: TranscriptSegment[]): string {
  return JSON.stringify(
    segments.map(({ time, text, words }) => (words ? { time, text, words } : { time, text })),
  );
}
