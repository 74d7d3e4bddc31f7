import "server-only";
import type { DbOrTx } from "@/db/types";
import { editedChapters, editedTranscript } from "@/lib/timeline/retime-json";
import { enqueueChaptersSummaryRefresh } from "../jobs";
import { findVideoEdit, saveVideoEdit } from "./state";

interface TimedText {
  transcript: string | null;
  chapters: string | null;
}

/**
 * A transcript and chapters made from the original upload, put on the timeline the video plays:
 * an edited video's edit keeps them as made (a revert or a later edit starts from them) and the
 * video gets them retimed, without the transcript's words inside a cut, and chapters quoting cut
 * words are made again afterwards. Returns what the video gets.
 */
export async function placeOriginalTimedText(
  tx: DbOrTx,
  videoId: number,
  made: TimedText,
): Promise<TimedText> {
  const cuts = (await findVideoEdit(tx, videoId))?.cuts ?? [];
  if (cuts.length === 0) return made;
  await saveVideoEdit(tx, videoId, {
    sourceTranscript: made.transcript,
    sourceChapters: made.chapters,
  });
  await enqueueChaptersSummaryRefresh(tx, videoId);
  return {
    transcript: editedTranscript(made.transcript, cuts),
    chapters: editedChapters(made.chapters, cuts),
  };
}
