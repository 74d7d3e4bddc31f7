import "server-only";
import { generateText, Output, type LanguageModel } from "ai";
import { formatStamp } from "@/lib/format/time";
import type { Chapter, TranscriptSegment } from "@/lib/timeline/transcript";
import { loggedAiCall } from "../log";
import { chaptersOutputSchema } from "./schemas";
import { transcriptForPrompt } from "./text";

/** About one chapter per 3 minutes: 1 for a short clip, at most 15 for an hour or more. */
export function targetChapterCount(duration: number): number {
  const minutes = duration / 60;
  if (!(minutes >= 2)) return 1;
  return Math.min(15, Math.max(2, Math.round(minutes / 3)));
}

/** Chapters cleaned up: sorted, inside the video, not crowded, the first at 0, at most `max`. */
export function normalizeChapters(chapters: Chapter[], duration: number, max: number): Chapter[] {
  const minGap = duration > 0 ? Math.min(30, duration / (max * 2)) : 0;
  const sorted = chapters
    .map((c) => ({
      title: c.title.replace(/\s+/g, " ").trim().slice(0, 120),
      startTime: Math.max(0, Math.round(c.startTime)),
    }))
    .filter((c) => c.title !== "" && (!(duration > 0) || c.startTime < duration))
    .sort((a, b) => a.startTime - b.startTime);
  const kept: Chapter[] = [];
  for (const chapter of sorted) {
    const previous = kept[kept.length - 1];
    if (previous && chapter.startTime - previous.startTime < minGap) continue;
    kept.push(chapter);
  }
  const first = kept[0];
  if (first) first.startTime = 0;
  return kept.slice(0, max);
}

export function buildChaptersPrompt(segments: TranscriptSegment[], duration: number): string {
  const count = targetChapterCount(duration);
  const range =
    count === 1
      ? "exactly 1 chapter"
      : `about ${count} chapters (between ${Math.max(2, count - 2)} and ${count + 2})`;
  return [
    `Split this ${formatStamp(duration)} long video into ${range}.`,
    "Each chapter has a short descriptive title (2-8 words) and startTime in seconds, taken from the transcript's timestamps.",
    "The first chapter starts at 0. Chapters are in order and never start after the video ends.",
    "Write titles in the language of the transcript. Do not invent topics that are not in the transcript.",
    "",
    "Transcript ([mm:ss] text):",
    transcriptForPrompt(segments, 60_000),
  ].join("\n");
}

/** Chapters from the timed transcript, as structured output validated by a zod schema. */
export async function generateChapters(args: {
  model: LanguageModel;
  modelName: string;
  segments: TranscriptSegment[];
  duration: number;
  userId?: string;
  videoId?: number;
  signal?: AbortSignal;
}): Promise<Chapter[]> {
  const { model, segments, duration } = args;
  if (segments.length === 0) return [];
  const result = await loggedAiCall(
    { task: "chapters", model: args.modelName, userId: args.userId, videoId: args.videoId },
    () =>
      generateText({
        model,
        output: Output.object({ schema: chaptersOutputSchema }),
        system: "You divide video transcripts into chapters for a video player.",
        prompt: buildChaptersPrompt(segments, duration),
        abortSignal: args.signal,
      }),
    (r) => ({ usage: r.totalUsage }),
  );
  return normalizeChapters(result.output.chapters, duration, targetChapterCount(duration) + 2);
}

const FIRST_WORDS = 6;

/**
 * The offline stand-in for AI chapters: evenly spaced parts, each titled by the first words spoken
 * in it ("Part 2: so the next thing…"), which is plainly not a summary.
 */
export function offlineChapters(segments: TranscriptSegment[], duration: number): Chapter[] {
  if (segments.length === 0) return [];
  const end = Math.max(duration, segments[segments.length - 1]?.time ?? 0);
  const count = targetChapterCount(end);
  const chapters: Chapter[] = [];
  for (let i = 0; i < count; i++) {
    const boundary = (end * i) / count;
    const segment = segments.find((s) => s.time >= boundary);
    if (!segment || chapters.some((c) => c.startTime === Math.round(segment.time))) continue;
    const words = segment.text.split(/\s+/);
    const opening = words.slice(0, FIRST_WORDS).join(" ") + (words.length > FIRST_WORDS ? "…" : "");
    chapters.push({
      title: `Part ${chapters.length + 1}: ${opening}`,
      startTime: i === 0 ? 0 : Math.round(segment.time),
    });
  }
  return chapters;
}
