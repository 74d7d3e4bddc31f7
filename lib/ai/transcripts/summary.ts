import "server-only";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { generateText } from "ai";
import { videos, type SummarySource } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import { SUMMARY_MAX } from "@/lib/videos/shared";
import { loggedAiCall } from "../log";
import { getAiModels } from "../provider";
import { GENERATION_TIMEOUT_MS } from "../shared";
import { transcriptForPrompt } from "./text";
import { extractiveSummary } from "./summary-extractive";
import { invalidateVideo } from "@/lib/videos/content-cache";

export interface MadeSummary {
  summary: string;
  source: Exclude<SummarySource, "owner">;
}

/** The prompt for a summary (the fake OpenAI server keys on its start). */
function buildSummaryPrompt(segments: TranscriptSegment[]): string {
  return [
    "Write a summary of this screen recording from its transcript: two to four sentences of plain",
    "text saying what the viewer will learn, in the language of the transcript. No heading, no",
    "list, no quotes. Do not invent anything that is not in the transcript.",
    "",
    "Transcript ([mm:ss] text):",
    transcriptForPrompt(segments, 24_000),
  ].join("\n");
}

/** The model's answer as one paragraph: no label, no wrapping quotes, capped at a sentence end. */
export function cleanSummary(answer: string): string {
  const text = answer
    .replace(/^\s*(summary)\s*:\s*/i, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["'“”]+|["'“”]+$/g, "")
    .trim();
  if (text.length <= SUMMARY_MAX) return text;
  const cut = text.slice(0, SUMMARY_MAX);
  const end = cut.lastIndexOf(". ");
  return end > 0 ? cut.slice(0, end + 1) : `${cut.slice(0, SUMMARY_MAX - 1)}…`;
}

/**
 * A summary of what is said: written by the text model when one is configured, else extracted
 * offline from the transcript. `fallBack`: a model failure gives the extractive one instead of
 * an error (the automatic run after a transcript, which must not fail for it).
 */
export async function makeSummary(
  segments: TranscriptSegment[],
  ids: { userId: string; videoId: number },
  options: { signal?: AbortSignal; fallBack: boolean },
): Promise<MadeSummary | null> {
  const extracted = () => {
    const summary = extractiveSummary(segments);
    return summary ? { summary, source: "extractive" as const } : null;
  };
  const models = getAiModels();
  if (!models || segments.length === 0) return extracted();
  const timeout = AbortSignal.timeout(GENERATION_TIMEOUT_MS);
  try {
    const result = await loggedAiCall(
      { task: "summary", model: models.textModelName, ...ids },
      () =>
        generateText({
          model: models.text,
          prompt: buildSummaryPrompt(segments),
          abortSignal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
          maxRetries: 1,
        }),
      (r) => ({ usage: r.totalUsage }),
    );
    const summary = cleanSummary(result.text);
    if (summary) return { summary, source: "ai" };
    return options.fallBack ? extracted() : null;
  } catch (error) {
    if (!options.fallBack) throw error;
    console.warn(`[ai] summary by the model failed for video ${ids.videoId}; extracted`, error);
    return extracted();
  }
}

/**
 * The automatic summary after a transcript is made. Conditional on the summary not being the
 * owner's, so one typed meanwhile wins; returns what was stored, or null.
 */
export async function summariseAfterTranscript(
  db: DbOrTx,
  video: { id: number; userId: string },
  segments: TranscriptSegment[],
  signal?: AbortSignal,
): Promise<MadeSummary | null> {
  const made = await makeSummary(
    segments,
    { userId: video.userId, videoId: video.id },
    {
      signal,
      fallBack: true,
    },
  );
  if (!made) return null;
  const notTheOwners = or(isNull(videos.summarySource), ne(videos.summarySource, "owner"));
  const updated = await db
    .update(videos)
    .set({ summary: made.summary, summarySource: made.source, updatedAt: new Date() })
    .where(and(eq(videos.id, video.id), notTheOwners))
    .returning({ id: videos.id });
  if (updated.length === 0) return null;
  invalidateVideo(video.id);
  return made;
}
