import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { comments, gatedViewers, notifications, reactions, users, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";
import { keysetOrder, pastCursor } from "@/lib/pagination/keyset";
import { notificationReaches } from "@/lib/mail/notification-reach";
import { NOTIFICATIONS_PAGE_SIZE, type NotificationPage } from "./shared";
import { toNotificationResponse } from "./serialize";

const actors = alias(users, "actors");

/**
 * The user's notifications about videos they may still see: a video made private, expired, or
 * given a new password since stops them (the owner keeps theirs).
 */
const mine = (userId: string) => and(eq(notifications.userId, userId), notificationReaches());

/** GET /api/notifications: newest first, a page at a time, with the unread count. */
export async function listNotifications(
  db: DbOrTx,
  { userId, cursor }: { userId: string; cursor?: string | undefined },
): Promise<NotificationPage> {
  const before = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await db
    .select({
      notification: notifications,
      video: { id: videos.id, title: videos.title },
      videoOwnerId: videos.userId,
      actor: {
        id: actors.id,
        firstName: actors.firstName,
        lastName: actors.lastName,
        image: actors.image,
      },
      gatedActor: { id: gatedViewers.id, name: gatedViewers.name, email: gatedViewers.email },
      comment: { content: comments.content, timestamp: comments.timestamp },
      reaction: { emoji: reactions.emoji, time: reactions.time },
    })
    .from(notifications)
    .innerJoin(videos, eq(videos.id, notifications.videoId))
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(gatedViewers, eq(gatedViewers.id, notifications.actorGatedViewerId))
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .leftJoin(reactions, eq(reactions.id, notifications.reactionId))
    .where(and(mine(userId), pastCursor(notifications, before, "desc")))
    .orderBy(...keysetOrder(notifications, "desc"))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1)?.notification;
  return {
    notifications: page.map(toNotificationResponse),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? encodeCursor(last) : null,
    unreadCount: await countUnread(db, userId),
  };
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .innerJoin(videos, eq(videos.id, notifications.videoId))
    .where(and(mine(userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
