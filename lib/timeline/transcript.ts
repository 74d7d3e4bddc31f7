/** One spoken word and when it is said (seconds on the video's timeline). */
export interface TranscriptWord {
  word: string;
  start: number;
  end: number;
}

/** One transcript line: when it starts (seconds) and what is said, word by word when known. */
export interface TranscriptSegment {
  time: number;
  text: string;
  words?: TranscriptWord[];
}

export interface Chapter {
  title: string;
  startTime: number;
}

/** Seconds from a number or a "ss", "mm:ss" or "hh:mm:ss" string; null when unreadable. */
export function toSeconds(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== "string" || !/^\d+(\.\d+)?(:\d{1,2}(\.\d+)?){0,2}$/.test(value.trim())) {
    return null;
  }
  return value
    .trim()
    .split(":")
    .reduce((total, part) => total * 60 + Number(part), 0);
}

function parseList(json: string | null | undefined): unknown[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const field = (item: unknown, name: string): unknown =>
  typeof item === "object" && item !== null ? (item as Record<string, unknown>)[name] : undefined;

const finite = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0;

/** A line's word timings (`words: [{ word, start, end }]`); undefined when it has none. */
function parseWords(value: unknown): TranscriptWord[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const words = value
    .map((item) => ({
      word: field(item, "word"),
      start: field(item, "start"),
      end: field(item, "end"),
    }))
    .filter(
      (w): w is TranscriptWord =>
        typeof w.word === "string" && w.word.trim() !== "" && finite(w.start) && finite(w.end),
    );
  return words.length > 0 ? words : undefined;
}

/** The transcript JSON text `[{ time, text, words? }]`, sorted; bad items are skipped. */
export function parseTranscript(json: string | null | undefined): TranscriptSegment[] {
  return parseList(json)
    .flatMap((item): TranscriptSegment[] => {
      const time = toSeconds(field(item, "time"));
      const text = field(item, "text");
      if (time === null || typeof text !== "string" || text.trim() === "") return [];
      const words = parseWords(field(item, "words"));
      return [words ? { time, text: text.trim(), words } : { time, text: text.trim() }];
    })
    .sort((a, b) => a.time - b.time);
}

/** The chapters JSON text `[{ title, startTime }]`, sorted; bad items are skipped. */
export function parseChapters(json: string | null | undefined): Chapter[] {
  return parseList(json)
    .map((item) => ({
      title: field(item, "title"),
      startTime: toSeconds(field(item, "startTime")),
    }))
    .filter(
      (c): c is Chapter =>
        c.startTime !== null && typeof c.title === "string" && c.title.trim() !== "",
    )
    .map((c) => ({ title: c.title.trim(), startTime: c.startTime }))
    .sort((a, b) => a.startTime - b.startTime);
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text must not hold a cue-timing arrow or markup; line breaks become spaces. */
function cueText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/-->/g, "->")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** WebVTT captions: each segment lasts until the next one (at most 8 s, the last one 5 s). */
export function transcriptToWebVtt(segments: TranscriptSegment[], duration = 0): string {
  const cues = segments.map((segment, i) => {
    const next = segments[i + 1]?.time;
    let end = next !== undefined ? Math.min(next, segment.time + 8) : segment.time + 5;
    if (duration > segment.time) end = Math.min(end, duration);
    if (end <= segment.time) end = segment.time + 1;
    return `${i + 1}\n${vttTime(segment.time)} --> ${vttTime(end)}\n${cueText(segment.text)}`;
  });
  return ["WEBVTT", ...cues].join("\n\n") + "\n";
}
