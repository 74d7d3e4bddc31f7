import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { badRequest, notFound } from "@/lib/errors";
import { comments, users, videos, type Comment } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { enforceRateLimit } from "@/lib/rate-limit";
import { notifyComment } from "@/lib/notifications/triggers";
import { getVisibleVideoOrThrow, visibleTo, type VisibleVideoQuery } from "@/lib/videos/queries";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import { keysetOrder, pastCursor } from "@/lib/pagination/keyset";
import { COMMENTS_PAGE_SIZE } from "./shared";
import type { CommentAuthor, CommentResponse, CommentThread, CreateCommentInput } from "./schemas";

export const COMMENT_NOT_FOUND = "Comment not found";
export const COMMENTS_PER_MINUTE = 10;
export const COMMENT_RATE_LIMITED =
  "You're commenting too fast. Please wait a minute and try again.";

const author = {
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
};

const DELETED_AUTHOR: CommentAuthor = { firstName: null, lastName: null, profileImageUrl: null };

export function toCommentResponse(comment: Comment, user: CommentAuthor): CommentResponse {
  const deleted = comment.deletedAt !== null;
  return {
    id: comment.id,
    videoId: comment.videoId,
    userId: deleted ? "" : comment.userId,
    content: deleted ? "" : comment.content,
    timestamp: comment.timestamp,
    createdAt: comment.createdAt.toISOString(),
    user: deleted ? DELETED_AUTHOR : user,
    parentId: comment.parentId,
    deleted,
  };
}

export interface CommentPage {
  comments: CommentThread[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of a video's top-level comments (oldest first, COMMENTS_PAGE_SIZE at a time), each
 * with all its replies, oldest first.
 */
/** Comments with their authors' names and pictures. */
function withAuthor(db: DbOrTx) {
  return db
    .select({ comment: comments, user: author })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId));
}

export async function listCommentsForViewer(
  db: DbOrTx,
  { cursor, ...query }: VisibleVideoQuery & { cursor?: string | undefined },
): Promise<CommentPage> {
  const { videoId } = query;
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  await getVisibleVideoOrThrow(db, query);
  const rows = await withAuthor(db)
    .where(
      and(
        eq(comments.videoId, videoId),
        isNull(comments.parentId),
        pastCursor(comments, after, "asc"),
      ),
    )
    .orderBy(...keysetOrder(comments, "asc"))
    .limit(COMMENTS_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const replies =
    page.length === 0
      ? []
      : await withAuthor(db)
          .where(
            and(
              eq(comments.videoId, videoId),
              inArray(
                comments.parentId,
                page.map((row) => row.comment.id),
              ),
            ),
          )
          .orderBy(...keysetOrder(comments, "asc"));
  const last = page.at(-1)?.comment;
  return {
    comments: page.map((row) => ({
      ...toCommentResponse(row.comment, row.user),
      replies: replies
        .filter((reply) => reply.comment.parentId === row.comment.id)
        .map((reply) => toCommentResponse(reply.comment, reply.user)),
    })),
    nextCursor: rows.length > COMMENTS_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

/** The top-level comment a new reply attaches to: the parent itself, or the parent's parent. */
async function threadRootId(db: DbOrTx, videoId: number, parentId: number): Promise<number> {
  const [parent] = await db
    .select({ id: comments.id, parentId: comments.parentId })
    .from(comments)
    .where(and(eq(comments.id, parentId), eq(comments.videoId, videoId)))
    .limit(1);
  if (!parent) throw badRequest("Invalid parentId: no such comment on this video");
  return parent.parentId ?? parent.id;
}

/** A signed-in user comments (or replies) on a video they may see; the text is stored trimmed. */
export async function createComment(
  db: DbOrTx,
  {
    videoId,
    userId,
    unlock,
    input,
  }: { videoId: number; userId: string; unlock?: string; input: CreateCommentInput },
): Promise<CommentResponse> {
  const { video } = await getVisibleVideoOrThrow(db, { videoId, viewerId: userId, unlock });
  await enforceRateLimit(db, {
    key: `comments:create:${userId}`,
    limit: COMMENTS_PER_MINUTE,
    windowSeconds: 60,
    message: COMMENT_RATE_LIMITED,
  });
  const parentId = input.parentId ? await threadRootId(db, videoId, input.parentId) : null;
  const [comment] = await db
    .insert(comments)
    .values({
      videoId,
      userId,
      content: input.content,
      timestamp: input.timestamp ?? null,
      parentId,
    })
    .returning();
  const [user] = await db.select(author).from(users).where(eq(users.id, userId)).limit(1);
  if (!comment || !user) throw notFound(COMMENT_NOT_FOUND, "comment_not_found");
  await notifyComment(db, {
    videoId,
    videoOwnerId: video.userId,
    videoIsPrivate: video.isPrivate,
    commentId: comment.id,
    authorId: userId,
    parentId,
  });
  return toCommentResponse(comment, user);
}

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
