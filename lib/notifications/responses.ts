import { z } from "zod";
import { NOTIFICATION_KINDS } from "./shared";

/** One notification of GET /api/notifications. */
export const notificationResponse = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  video: z.strictObject({ id: z.number().int(), title: z.string() }),
  actor: z
    .strictObject({
      id: z
        .string()
        .describe("The account's id, `gated:<id>` for a viewer from the email gate, or empty"),
      name: z.string(),
      image: z.string().nullable(),
    })
    .describe("Who did it"),
  excerpt: z.string().nullable().describe("The comment's text (comment, reply), else null"),
  time: z
    .number()
    .nullable()
    .describe("Where in the video, in seconds: the comment's time pin or the reaction's time"),
  emoji: z.string().nullable().describe("The reaction's emoji, else null"),
});

/** GET /api/notifications: a page, newest first, and the unread count. */
export const notificationPageResponse = z.strictObject({
  notifications: z.array(notificationResponse),
  nextCursor: z
    .string()
    .nullable()
    .describe("Pass as `?cursor=` for the next page; null: the last"),
  unreadCount: z.number().int().nonnegative(),
});

/** POST /api/notifications/read */
export const unreadCountResponse = z.strictObject({
  unreadCount: z.number().int().nonnegative(),
});

export type NotificationResponse = z.infer<typeof notificationResponse>;
export type NotificationPage = z.infer<typeof notificationPageResponse>;
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;
