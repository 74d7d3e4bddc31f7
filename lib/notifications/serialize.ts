import "server-only";
import type { Notification } from "@/db/schema";
import { authorDisplayName, gatedViewerNameFor } from "@/lib/format/person-name";
import { EXCERPT_LENGTH, type NotificationResponse } from "./shared";

/** A notification joined with its video, its actor and the comment or reaction it is about. */
export interface NotificationRow {
  notification: Notification;
  video: { id: number; title: string };
  videoOwnerId: string;
  /** The account that did it, or else the viewer from the email gate who did. */
  actor: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    image: string | null;
  } | null;
  gatedActor: { id: number; name: string | null; email: string | null } | null;
  comment: { content: string | null; timestamp: number | null } | null;
  reaction: { emoji: string | null; time: number | null } | null;
}

/** A gated viewer is "Pat (pat@prospect.example)" to the video's owner, "Pat" to anyone else. */
function actorOf(row: NotificationRow): NotificationResponse["actor"] {
  const { actor, gatedActor } = row;
  if (actor) return { id: actor.id, name: authorDisplayName(actor), image: actor.image };
  if (!gatedActor) return { id: "", name: authorDisplayName(null), image: null };
  const name = gatedViewerNameFor(gatedActor, row.notification.userId === row.videoOwnerId);
  return { id: `gated:${gatedActor.id}`, name, image: null };
}

export function toNotificationResponse(row: NotificationRow): NotificationResponse {
  return {
    id: row.notification.id,
    kind: row.notification.kind,
    createdAt: row.notification.createdAt.toISOString(),
    read: row.notification.readAt !== null,
    video: row.video,
    actor: actorOf(row),
    excerpt: row.comment?.content ? row.comment.content.slice(0, EXCERPT_LENGTH) : null,
    time: row.comment?.timestamp ?? row.reaction?.time ?? null,
    emoji: row.reaction?.emoji ?? null,
  };
}
