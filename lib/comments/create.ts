import "server-only";
import { and, eq } from "drizzle-orm";
import { badRequest, notFound } from "@/lib/errors";
import { comments, type Video } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { enforceRateLimit } from "@/lib/rate-limit";
import { authorDisplayName } from "@/lib/format/person-name";
import { notifyComment } from "@/lib/notifications/create";
import { gatedViewerKey } from "@/lib/audience/link-token";
import { emitWorkspaceEvent } from "@/lib/webhooks/emit";
import type { CommentResponse, CreateCommentInput } from "./schemas";
import { COMMENT_NOT_FOUND } from "./queries";
import { authorColumns, authorFields, authorKey, type Author } from "./author";
import { toCommentResponse } from "./serialize";
import { assertMayWriteInternal } from "./internal";

export const COMMENTS_PER_MINUTE = 10;
export const COMMENT_RATE_LIMITED =
  "You're commenting too fast. Please wait a minute and try again.";

/**
 * The top-level comment a new reply attaches to (the parent itself, or the parent's parent), and
 * whether the parent is internal.
 */
async function threadRootId(
  db: DbOrTx,
  videoId: number,
  parentId: number,
): Promise<{ id: number; internal: boolean }> {
  const [parent] = await db
    .select({ id: comments.id, parentId: comments.parentId, internal: comments.internal })
    .from(comments)
    .where(and(eq(comments.id, parentId), eq(comments.videoId, videoId)))
    .limit(1);
  if (!parent) throw badRequest("Invalid parentId: no such comment on this video");
  return { id: parent.parentId ?? parent.id, internal: parent.internal };
}

/**
 * A signed-in user, or a viewer from the video's email gate, comments (or replies) on a video they
 * may watch (the route checked it); the text is stored trimmed.
 */
export async function createComment(
  db: DbOrTx,
  {
    video,
    author,
    input,
  }: {
    video: Pick<Video, "id" | "userId" | "visibility" | "workspaceId">;
    author: Author;
    input: CreateCommentInput;
  },
): Promise<CommentResponse> {
  const videoId = video.id;
  const who = authorKey(author);
  await enforceRateLimit(db, {
    key: `comments:create:${who}`,
    limit: COMMENTS_PER_MINUTE,
    windowSeconds: 60,
    message: COMMENT_RATE_LIMITED,
  });
  const parent = input.parentId ? await threadRootId(db, videoId, input.parentId) : null;
  const parentId = parent?.id ?? null;
  // A reply in an internal thread stays internal: the thread is hidden from anyone outside.
  const internal = Boolean(input.internal) || Boolean(parent?.internal);
  if (internal) await assertMayWriteInternal(db, video, "userId" in author ? author.userId : null);
  const [comment] = await db
    .insert(comments)
    .values({
      videoId,
      ...authorColumns(author),
      content: input.content,
      timestamp: input.timestamp ?? null,
      parentId,
      internal,
    })
    .returning();
  const user = await authorFields(db, author);
  if (!comment || !user) throw notFound(COMMENT_NOT_FOUND, "comment_not_found");
  await notifyComment(db, {
    videoId,
    videoOwnerId: video.userId,
    // A workspace video's commenters are members: a reply reaches them as on a public one.
    videoIsPrivate: video.visibility === "private",
    commentId: comment.id,
    author,
    parentId,
  });
  const { id, content, timestamp } = comment;
  const data = {
    comment: { id, content, timestamp, parentId, internal, authorName: authorDisplayName(user) },
  };
  // A gated viewer's comment names them as `data.viewer`, as their views and clicks do.
  const viewerKey = "gatedViewerId" in author ? gatedViewerKey(author.gatedViewerId) : null;
  await emitWorkspaceEvent(db, {
    type: "comment.created",
    videoId,
    key: String(id),
    viewerKey,
    data,
  });
  return toCommentResponse(comment, user);
}
