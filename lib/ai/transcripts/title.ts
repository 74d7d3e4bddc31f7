import "server-only";
import { and, eq } from "drizzle-orm";
import { generateText } from "ai";
import { videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { TranscriptSegment } from "@/lib/timeline/transcript";
import { DEFAULT_TITLE } from "@/lib/videos/schemas";
import { cleanEnhancedText } from "../enhance/enhance";
import { loggedAiCall } from "../log";
import { getAiModels } from "../provider";
import { GENERATION_TIMEOUT_MS } from "../shared";
import { transcriptForPrompt } from "./text";
import { invalidateVideo } from "@/lib/videos/content-cache";

/** The prompt for a title written from what is said (the fake OpenAI server keys on its start). */
function buildTitlePrompt(segments: TranscriptSegment[]): string {
  return [
    "Write a title for this screen recording from its transcript: at most 80 characters, one line,",
    "no quotes, no emoji, in the language of the transcript. Answer with the title only.",
    "",
    "Transcript ([mm:ss] text):",
    transcriptForPrompt(segments, 12_000),
  ].join("\n");
}

/**
 * Gives an untitled video a title written by the text model from its transcript. Only while the
 * title is still the default: the update is conditional, so a title the owner types meanwhile
 * wins. Without a text model the title is left alone. Returns the new title, or null.
 */
export async function titleUntitledVideo(
  db: DbOrTx,
  video: { id: number; userId: string; title: string },
  segments: TranscriptSegment[],
  signal?: AbortSignal,
): Promise<string | null> {
  const models = getAiModels();
  if (!models || video.title !== DEFAULT_TITLE || segments.length === 0) return null;
  const timeout = AbortSignal.timeout(GENERATION_TIMEOUT_MS);
  const result = await loggedAiCall(
    { task: "title", model: models.textModelName, userId: video.userId, videoId: video.id },
    () =>
      generateText({
        model: models.text,
        prompt: buildTitlePrompt(segments),
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        maxRetries: 1,
      }),
    (r) => ({ usage: r.totalUsage }),
  );
  const title = cleanEnhancedText(result.text, "title");
  if (!title) return null;
  const updated = await db
    .update(videos)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(videos.id, video.id), eq(videos.title, DEFAULT_TITLE)))
    .returning({ id: videos.id });
  if (updated.length === 0) return null;
  invalidateVideo(video.id);
  return title;
}
