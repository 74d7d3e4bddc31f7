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
  /** An account, or (the other one null) a viewer from the video's email gate. */
  actorId: string | null;
  actorGatedViewerId?: number | null;
  commentId?: number;
  reactionId?: number;
}

/** Who did it: an account, or a viewer who gave their email at the video's gate. */
export type NotificationActor = { userId: string } | { gatedViewerId: number };

const actorColumns = (actor: NotificationActor) =>
  "userId" in actor
    ? { actorId: actor.userId, actorGatedViewerId: null }
    : { actorId: null, actorGatedViewerId: actor.gatedViewerId };

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
  author: NotificationActor;
  parentId: number | null;
}

/**
 * A comment tells the video's owner; a reply tells the author of the comment it answers that they
 * were replied to, and the owner (when someone else wrote that comment) that a comment came in.
 * Nobody is told twice or about their own action. On a private video only the owner is told, so
 * nothing about it reaches anyone else.
 */
export async function notifyComment(db: DbOrTx, event: CommentEvent): Promise<void> {
  const base = {
    videoId: event.videoId,
    ...actorColumns(event.author),
    commentId: event.commentId,
  };
  const parentAuthor = event.parentId === null ? null : await liveAuthorOf(db, event.parentId);
  const rows: NewNotification[] = [
    {
      ...base,
      userId: event.videoOwnerId,
      kind: parentAuthor === event.videoOwnerId ? "reply" : "comment",
    },
  ];
  if (parentAuthor && parentAuthor !== event.videoOwnerId && !event.videoIsPrivate) {
    rows.push({ ...base, userId: parentAuthor, kind: "reply" });
  }
  await notify(db, rows);
}

/** The author of a comment that is still there, else null. */
async function liveAuthorOf(db: DbOrTx, commentId: number): Promise<string | null> {
  const [parent] = await db
    .select({ userId: comments.userId, deletedAt: comments.deletedAt })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return parent && parent.deletedAt === null ? parent.userId : null;
}

export async function notifyReaction(
  db: DbOrTx,
  event: { videoId: number; videoOwnerId: string; reactionId: number; actor: NotificationActor },
): Promise<void> {
  await notify(db, [
    {
      userId: event.videoOwnerId,
      kind: "reaction",
      videoId: event.videoId,
      ...actorColumns(event.actor),
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
