import { answer } from "@/lib/api/contract";
import { notificationPageResponse } from "@/lib/notifications/responses";
import { handler } from "@/lib/api/handler";
import { listNotifications } from "@/lib/notifications/queries";
import { listNotificationsQuery } from "@/lib/notifications/schemas";

// GET /api/notifications?cursor=: the caller's notifications, newest first, with the unread count
export const GET = handler(
  {
    auth: "user",
    query: listNotificationsQuery,
    tag: "Notifications",
    summary: "The caller's notifications, newest first, with the unread count",
    responses: { 200: answer("A page", notificationPageResponse) },
  },
  ({ db, userId, query }) => listNotifications(db, { userId, cursor: query.cursor }),
);
