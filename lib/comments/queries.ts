import "server-only";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { comments, gatedViewers, users, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import { keysetOrder, pastCursor } from "@/lib/pagination/keyset";
import { COMMENTS_PAGE_SIZE, MAX_REPLIES_LISTED } from "./shared";
import type { CommentThread } from "./schemas";
import { author, toCommentResponse } from "./serialize";
import { isTeamMemberOf } from "./internal";

export const COMMENT_NOT_FOUND = "Comment not found";

export interface CommentPage {
  comments: CommentThread[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** Comments with their authors' names and pictures (a user's, or a gated viewer's name). */
function withAuthor(db: DbOrTx) {
  return db
    .select({ comment: comments, user: author })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .leftJoin(gatedViewers, eq(gatedViewers.id, comments.gatedViewerId));
}

/**
 * The first MAX_REPLIES_LISTED replies (oldest first) of each of `parentIds`: a numbered list per
 * thread (row_number over the parent), so one busy thread cannot make a page unbounded.
 */
function firstRepliesOf(db: DbOrTx, videoId: number, parentIds: number[], withInternal: boolean) {
  const ranked = db
    .select({
      id: comments.id,
      rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id})`.as(
        "reply_rank",
      ),
    })
    .from(comments)
    .where(
      and(
        eq(comments.videoId, videoId),
        inArray(comments.parentId, parentIds),
        withInternal ? undefined : eq(comments.internal, false),
      ),
    )
    .as("ranked_replies");
  return db
    .select({ comment: comments, user: author })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .leftJoin(gatedViewers, eq(gatedViewers.id, comments.gatedViewerId))
    .innerJoin(ranked, eq(ranked.id, comments.id))
    .where(lte(ranked.rank, MAX_REPLIES_LISTED))
    .orderBy(...keysetOrder(comments, "asc"));
}

/**
 * One page of a video's top-level comments (oldest first, COMMENTS_PAGE_SIZE at a time), each
 * with its first MAX_REPLIES_LISTED replies, oldest first. Internal comments only for members of
 * the video's team workspace.
 */
export async function listComments(
  db: DbOrTx,
  {
    video,
    viewerId,
    cursor,
  }: {
    video: Pick<Video, "id" | "workspaceId">;
    viewerId: string | null;
    cursor?: string | undefined;
  },
): Promise<CommentPage> {
  const videoId = video.id;
  const withInternal = await isTeamMemberOf(db, video, viewerId);
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await withAuthor(db)
    .where(
      and(
        eq(comments.videoId, videoId),
        isNull(comments.parentId),
        withInternal ? undefined : eq(comments.internal, false),
        pastCursor(comments, after, "asc"),
      ),
    )
    .orderBy(...keysetOrder(comments, "asc"))
    .limit(COMMENTS_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const replies =
    page.length === 0
      ? []
      : await firstRepliesOf(
          db,
          videoId,
          page.map((row) => row.comment.id),
          withInternal,
        );
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
