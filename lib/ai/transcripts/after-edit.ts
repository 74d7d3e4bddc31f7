import "server-only";
import { and, eq } from "drizzle-orm";
import { videoColumns, videos } from "@/db/schema";
import type { Db } from "@/db/types";
import { parseChapters, parseTranscript } from "@/lib/timeline/transcript";
import { invalidateVideo } from "@/lib/videos/content-cache";
import { findVideoEdit } from "@/lib/videos/edit/state";
import { offlineChapters } from "./chapters";
import { cutWords, quotesAny } from "./cut-quotes";
import { resolveTranscriptEngine } from "./generate";
import { summariseAfterTranscript } from "./summary";

/**
 * After an edit: the chapters and the summary that quote words the cuts took out are made again
 * from the transcript as it plays, by the makers used after a transcript (the AI's when
 * configured, else the offline ones). Those quoting nothing cut stay, and so does an owner's
 * summary. The video is read when this runs, so a later edit's state is what counts.
 */
export async function refreshChaptersAndSummary(
  db: Db,
  videoId: number,
  signal: AbortSignal,
): Promise<void> {
  const [video] = await db.select(videoColumns).from(videos).where(eq(videos.id, videoId)).limit(1);
  const edit = await findVideoEdit(db, videoId);
  const transcript = video?.transcript;
  if (!video || !transcript || !edit || edit.cuts.length === 0) return;
  const segments = parseTranscript(transcript);
  const gone = cutWords(parseTranscript(edit.sourceTranscript), segments);
  if (segments.length === 0 || gone.size === 0) return;
  const ids = { userId: video.userId, videoId };
  if (parseChapters(video.chapters).some((chapter) => quotesAny(chapter.title, gone))) {
    const engine = resolveTranscriptEngine(ids);
    const chapters = engine
      ? await engine.chapters(segments, video.duration, signal)
      : offlineChapters(segments, video.duration);
    // Only onto the transcript they were made from: a newer edit queues its own refresh.
    await db
      .update(videos)
      .set({
        chapters: JSON.stringify(chapters.map(({ title, startTime }) => ({ title, startTime }))),
        updatedAt: new Date(),
      })
      .where(and(eq(videos.id, videoId), eq(videos.transcript, transcript)));
    invalidateVideo(videoId);
  }
  if (video.summarySource !== "owner" && quotesAny(video.summary, gone)) {
    await summariseAfterTranscript(db, video, segments, signal);
  }
}
