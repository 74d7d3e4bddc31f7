import type { NotificationResponse } from "@/lib/notifications/responses";

/** One line per notification: who did what on which video. */
export function notificationText(notification: NotificationResponse): string {
  const { actor, video } = notification;
  switch (notification.kind) {
    case "comment":
      return `${actor.name} commented on ${video.title}`;
    case "reply":
      return `${actor.name} replied to your comment on ${video.title}`;
    case "reaction":
      return `${actor.name} reacted ${notification.emoji ?? ""} to ${video.title}`;
    case "view":
      return `${actor.name} watched ${video.title}`;
  }
}

/** The video at the moment it is about (the comment's pin or the reaction's time). */
export function notificationHref(notification: NotificationResponse): string {
  const time = notification.time === null ? "" : `?t=${Math.floor(notification.time)}`;
  return `/video/${notification.video.id}${time}`;
}
