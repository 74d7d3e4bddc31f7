import "server-only";
import { and, eq } from "drizzle-orm";
import { badRequest, notFound } from "@/lib/errors";
import { comments, users, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { enforceRateLimit } from "@/lib/rate-limit";
import { notifyComment } from "@/lib/notifications/create";
import type { CommentResponse, CreateCommentInput } from "./schemas";
import { COMMENT_NOT_FOUND } from "./queries";
import { author, toCommentResponse } from "./serialize";

export const COMMENTS_PER_MINUTE = 10;
export const COMMENT_RATE_LIMITED =
  "You're commenting too fast. Please wait a minute and try again.";

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

/**
 * A signed-in user comments (or replies) on a video they may watch (the route checked it); the
 * text is stored trimmed.
 */
export async function createComment(
  db: DbOrTx,
  {
    video,
    userId,
    input,
  }: {
    video: Pick<Video, "id" | "userId" | "isPrivate">;
    userId: string;
    input: CreateCommentInput;
  },
): Promise<CommentResponse> {
  const videoId = video.id;
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
