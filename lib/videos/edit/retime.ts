import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { comments, reactions } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { toEdited, toOriginal, type Cut } from "@/lib/timeline/cuts";

/**
 * Moves the video's timed comments and reactions from the `from` timeline to the `to` one (both
 * given as cuts of the original). Each item keeps its original time while the video is edited,
 * so an item pinned to a cut point gets its own moment back on a revert or a later edit.
 */
export async function retimeItems(
  tx: DbOrTx,
  videoId: number,
  from: readonly Cut[],
  to: readonly Cut[],
): Promise<void> {
  const edited = to.length > 0;
  const timedComments = await tx
    .select({ id: comments.id, time: comments.timestamp, sourceTime: comments.sourceTime })
    .from(comments)
    .where(and(eq(comments.videoId, videoId), isNotNull(comments.timestamp)));
  for (const item of timedComments) {
    const original = item.sourceTime ?? toOriginal(item.time ?? 0, from);
    await tx
      .update(comments)
      .set({
        timestamp: Math.round(toEdited(original, to)),
        sourceTime: edited ? original : null,
      })
      .where(eq(comments.id, item.id));
  }
  const timedReactions = await tx
    .select({ id: reactions.id, time: reactions.time, sourceTime: reactions.sourceTime })
    .from(reactions)
    .where(eq(reactions.videoId, videoId));
  for (const item of timedReactions) {
    const original = item.sourceTime ?? toOriginal(item.time, from);
    await tx
      .update(reactions)
      .set({ time: toEdited(original, to), sourceTime: edited ? original : null })
      .where(eq(reactions.id, item.id));
  }
}
