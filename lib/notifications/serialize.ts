import "server-only";
import type { Notification } from "@/db/schema";
import { authorDisplayName } from "@/lib/format/person-name";
import { EXCERPT_LENGTH, type NotificationResponse } from "./shared";

/** A notification joined with its video, its actor and the comment or reaction it is about. */
export interface NotificationRow {
  notification: Notification;
  video: { id: number; title: string };
  actor: { id: string; firstName: string | null; lastName: string | null; image: string | null };
  comment: { content: string | null; timestamp: number | null } | null;
  reaction: { emoji: string | null; time: number | null } | null;
}

export function toNotificationResponse(row: NotificationRow): NotificationResponse {
  return {
    id: row.notification.id,
    kind: row.notification.kind,
    createdAt: row.notification.createdAt.toISOString(),
    read: row.notification.readAt !== null,
    video: row.video,
    actor: { id: row.actor.id, name: authorDisplayName(row.actor), image: row.actor.image },
    excerpt: row.comment?.content ? row.comment.content.slice(0, EXCERPT_LENGTH) : null,
    time: row.comment?.timestamp ?? row.reaction?.time ?? null,
    emoji: row.reaction?.emoji ?? null,
  };
}
