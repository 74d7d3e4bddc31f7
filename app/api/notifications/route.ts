import { answer, looseObject } from "@/lib/api/contract";
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
    responses: { 200: answer("A page", looseObject("Notifications page")) },
  },
  ({ db, userId, query }) => listNotifications(db, { userId, cursor: query.cursor }),
);
