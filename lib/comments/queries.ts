import { and, asc, eq } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { comments, users, type Comment } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { getVisibleVideoOrThrow } from "@/lib/videos/queries";
import type { CommentAuthor, CommentResponse, CreateCommentInput } from "./schemas";

export const COMMENT_NOT_FOUND = "Comment not found";

const author = {
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
};

export function toCommentResponse(comment: Comment, user: CommentAuthor): CommentResponse {
  return {
    id: comment.id,
    videoId: comment.videoId,
    userId: comment.userId,
    content: comment.content,
    timestamp: comment.timestamp,
    createdAt: comment.createdAt.toISOString(),
    user,
  };
}

/** The comments of a video the viewer may see, oldest first. */
export async function listCommentsForViewer(
  db: DbOrTx,
  { videoId, viewerId }: { videoId: number; viewerId: string | null },
): Promise<CommentResponse[]> {
  await getVisibleVideoOrThrow(db, { videoId, viewerId });
  const rows = await db
    .select({ comment: comments, user: author })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.videoId, videoId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => toCommentResponse(row.comment, row.user));
}

/** A signed-in user comments on a video they may see; the text is stored as typed (trimmed). */
export async function createComment(
  db: DbOrTx,
  { videoId, userId, input }: { videoId: number; userId: string; input: CreateCommentInput },
): Promise<CommentResponse> {
  await getVisibleVideoOrThrow(db, { videoId, viewerId: userId });
  const [comment] = await db
    .insert(comments)
    .values({ videoId, userId, content: input.content, timestamp: input.timestamp ?? null })
    .returning();
  const [user] = await db.select(author).from(users).where(eq(users.id, userId)).limit(1);
  if (!comment || !user) throw notFound(COMMENT_NOT_FOUND);
  return toCommentResponse(comment, user);
}

/** Deletes a comment by its author only (and on the given video when one is named); else not found. */
export async function deleteOwnComment(
  db: DbOrTx,
  { commentId, userId, videoId }: { commentId: number; userId: string; videoId?: number },
): Promise<void> {
  const conditions = [eq(comments.id, commentId), eq(comments.userId, userId)];
  if (videoId !== undefined) conditions.push(eq(comments.videoId, videoId));
  const deleted = await db
    .delete(comments)
    .where(and(...conditions))
    .returning({ id: comments.id });
  if (deleted.length === 0) throw notFound(COMMENT_NOT_FOUND);
}
