import "server-only";
import { eq, sql } from "drizzle-orm";
import { comments, notifications, videos } from "@/db/schema";
import { enqueueNotificationEmails } from "@/lib/mail/jobs";
import type { NotificationKind } from "./shared";
import type { DbOrTx } from "@/db/types";

interface NewNotification {
  userId: string;
  kind: NotificationKind;
  videoId: number;
  actorId: string;
  commentId?: number;
  reactionId?: number;
}

async function notify(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  // Never for your own actions.
  const others = rows.filter((row) => row.userId !== row.actorId);
  if (others.length === 0) return;
  const created = await db
    .insert(notifications)
    // Stamped with the video's password version of now (see notificationReaches).
    .values(
      others.map((row) => ({
        ...row,
        passwordVersion: sql`(select ${videos.passwordVersion} from ${videos} where ${videos.id} = ${row.videoId})`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, kind: notifications.kind, videoId: notifications.videoId });
  await enqueueNotificationEmails(db, created);
}

interface CommentEvent {
  videoId: number;
  videoOwnerId: string;
  videoIsPrivate: boolean;
  commentId: number;
  authorId: string;
  parentId: number | null;
}

/**
 * A comment tells the video's owner; a reply also tells the author of the comment it answers
 * (once: the owner answering on their own video is told nothing). On a private video only the
 * owner is told, so nothing about it reaches anyone else.
 */
export async function notifyComment(db: DbOrTx, event: CommentEvent): Promise<void> {
  const base = { videoId: event.videoId, actorId: event.authorId, commentId: event.commentId };
  const rows: NewNotification[] = [{ ...base, userId: event.videoOwnerId, kind: "comment" }];
  if (event.parentId !== null && !event.videoIsPrivate) {
    const [parent] = await db
      .select({ userId: comments.userId, deletedAt: comments.deletedAt })
      .from(comments)
      .where(eq(comments.id, event.parentId))
      .limit(1);
    if (parent && parent.deletedAt === null && parent.userId !== event.videoOwnerId) {
      rows.push({ ...base, userId: parent.userId, kind: "reply" });
    }
  }
  await notify(db, rows);
}

export async function notifyReaction(
  db: DbOrTx,
  event: { videoId: number; videoOwnerId: string; reactionId: number; actorId: string },
): Promise<void> {
  await notify(db, [
    {
      userId: event.videoOwnerId,
      kind: "reaction",
      videoId: event.videoId,
      actorId: event.actorId,
      reactionId: event.reactionId,
    },
  ]);
}

/** A signed-in viewer's first view of a video (repeat views are dropped by a unique index). */
export async function notifyFirstView(
  db: DbOrTx,
  event: { videoId: number; videoOwnerId: string; viewerId: string },
): Promise<void> {
  await notify(db, [
    { userId: event.videoOwnerId, kind: "view", videoId: event.videoId, actorId: event.viewerId },
  ]);
}
