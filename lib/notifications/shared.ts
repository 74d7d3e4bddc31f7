/** GET /api/notifications: kinds, page size and the answer's types, plain so client code can import them. */
import type { Notification } from "@/db/schema";
import type { SameType } from "@/lib/utils";

export const NOTIFICATION_KINDS = ["comment", "reply", "reaction", "view"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** GET /api/notifications answers this many a page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** A notification shows at most this much of a comment. */
export const EXCERPT_LENGTH = 140;

// Fails to compile when the column's list and this one differ.
export const notificationKindsMatchColumn: SameType<NotificationKind, Notification["kind"]> = true;

// The answers' types are the response schemas' own (lib/notifications/responses.ts).
export type { NotificationPage, NotificationResponse } from "./responses";
