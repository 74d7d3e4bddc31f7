import "server-only";
import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { comments, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { COMMENT_NOT_FOUND } from "./queries";
import { visibleTo } from "@/lib/access/rules/visibility";

/**
 * Deletes a comment for its author or the video's owner, on a video the caller may see (and on
 * the given video when one is named); else not found. A comment with replies is blanked and
 * kept for them; a deleted parent goes for good with its last reply.
 */
export async function deleteComment(
  db: DbOrTx,
  { commentId, userId, videoId }: { commentId: number; userId: string; videoId?: number },
): Promise<void> {
  const [target] = await db
    .select({ id: comments.id, parentId: comments.parentId })
    .from(comments)
    .innerJoin(videos, eq(videos.id, comments.videoId))
    .where(
      and(
        eq(comments.id, commentId),
        isNull(comments.deletedAt),
        videoId === undefined ? undefined : eq(comments.videoId, videoId),
        visibleTo(userId),
        or(eq(comments.userId, userId), eq(videos.userId, userId)),
      ),
    )
    .limit(1);
  if (!target) throw notFound(COMMENT_NOT_FOUND, "comment_not_found");
  const [reply] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.parentId, target.id))
    .limit(1);
  if (reply) {
    await db
      .update(comments)
      .set({ deletedAt: new Date(), content: "" })
      .where(eq(comments.id, target.id));
    return;
  }
  await db.delete(comments).where(eq(comments.id, target.id));
  if (target.parentId !== null) await dropDeletedParentWithoutReplies(db, target.parentId);
}

async function dropDeletedParentWithoutReplies(db: DbOrTx, parentId: number): Promise<void> {
  const [remaining] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.parentId, parentId))
    .limit(1);
  if (remaining) return;
  await db.delete(comments).where(and(eq(comments.id, parentId), isNotNull(comments.deletedAt)));
}
