import "server-only";

/** GET /api/notifications: plain types, shared with the client. */
import type { NotificationKind } from "./kinds";

export interface NotificationResponse {
  id: number;
  kind: NotificationKind;
  createdAt: string;
  read: boolean;
  video: { id: number; title: string };
  actor: { id: string; name: string; image: string | null };
  /** The comment's text (comment, reply), else null. */
  excerpt: string | null;
  /** Where in the video: the comment's time pin or the reaction's time, else null. */
  time: number | null;
  /** The reaction's emoji, else null. */
  emoji: string | null;
}

export interface NotificationPage {
  notifications: NotificationResponse[];
  nextCursor: string | null;
  unreadCount: number;
}
