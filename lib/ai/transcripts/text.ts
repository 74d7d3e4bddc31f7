import "server-only";
import { formatStamp } from "@/lib/format/time";
import type { TranscriptSegment } from "@/lib/timeline/transcript";

const MIN_LINE_CHARS = 60;

/** Neighbouring segments joined so that at most `maxLines` remain, each keeping its first time. */
function mergeInto(segments: TranscriptSegment[], maxLines: number): TranscriptSegment[] {
  if (segments.length <= maxLines) return segments;
  const perLine = Math.ceil(segments.length / maxLines);
  const merged: TranscriptSegment[] = [];
  for (let i = 0; i < segments.length; i += perLine) {
    const group = segments.slice(i, i + perLine);
    merged.push({ time: group[0]?.time ?? 0, text: group.map((s) => s.text).join(" ") });
  }
  return merged;
}

/**
 * The transcript as "[m:ss] text" lines under `maxChars` (an hour of speech is about 50,000).
 * When too long, neighbouring lines are merged and every line shortened evenly, so the whole
 * timeline stays covered rather than only its beginning.
 */
export function transcriptForPrompt(segments: TranscriptSegment[], maxChars: number): string {
  const render = (list: TranscriptSegment[]) =>
    list.map((s) => `[${formatStamp(s.time)}] ${s.text}`).join("\n");
  const full = render(segments);
  if (full.length <= maxChars) return full;
  const lines = mergeInto(segments, Math.max(1, Math.floor(maxChars / (MIN_LINE_CHARS + 12))));
  const perLine = Math.max(MIN_LINE_CHARS, Math.floor(maxChars / lines.length) - 12);
  const shortened = lines.map((s) => ({
    time: s.time,
    text: s.text.length > perLine ? `${s.text.slice(0, perLine - 1)}…` : s.text,
  }));
  return render(shortened).slice(0, maxChars);
}
