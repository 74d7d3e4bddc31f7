import "server-only";
import { eq } from "drizzle-orm";
import { videos, type Video, type VideoEdit } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { Cut } from "@/lib/timeline/cuts";
import { editedChapters, editedTranscript, sourceOf } from "@/lib/timeline/retime-json";
import { enqueueChaptersSummaryRefresh, enqueuePreviewGif } from "../jobs";
import { retimeItems } from "./retime";
import { saveVideoEdit } from "./state";

export interface TimelineChange {
  /** The cuts (original timeline) the video will play with; [] restores the original. */
  cuts: readonly Cut[];
  mp4Key: string;
  duration: number;
  /** A new frame thumbnail made for the new timeline, when the current one is a frame. */
  thumbnailKey?: string;
}

/**
 * Switches a video to a new timeline in one transaction: the MP4, the duration, the transcript
 * (minus the words inside a cut), chapters, comments and reactions all move together, and
 * updated_at changes for every cache. Chapters and a summary quoting cut words are made again
 * afterwards, by a queued job (it calls the AI).
 */
export async function applyTimeline(
  tx: DbOrTx,
  video: Video,
  edit: VideoEdit | null,
  change: TimelineChange,
): Promise<void> {
  const applied = edit?.cuts ?? [];
  const source = edit?.sourceTranscript ?? null;
  const transcript = sourceOf(video.transcript, source, applied, editedTranscript);
  const chapters = sourceOf(video.chapters, edit?.sourceChapters ?? null, applied, editedChapters);
  await tx
    .update(videos)
    .set({
      mp4Key: change.mp4Key,
      duration: change.duration,
      transcript: editedTranscript(transcript, change.cuts),
      chapters: editedChapters(chapters, change.cuts),
      ...(change.thumbnailKey ? { thumbnailKey: change.thumbnailKey } : {}),
      updatedAt: new Date(),
    })
    .where(eq(videos.id, video.id));
  await retimeItems(tx, video.id, applied, change.cuts);
  if (transcript && change.cuts.length > 0) await enqueueChaptersSummaryRefresh(tx, video.id);
  // The email preview shows the first seconds of what plays.
  await enqueuePreviewGif(tx, video.id);
  await saveVideoEdit(tx, video.id, {
    cuts: [...change.cuts],
    pendingCuts: null,
    status: "idle",
    error: null,
    sourceDuration: edit?.sourceDuration ?? video.duration,
    sourceTranscript: transcript,
    sourceChapters: chapters,
  });
}
