import { handler } from "@/lib/api/handler";
import { listNotifications } from "@/lib/notifications/queries";
import { listNotificationsQuery } from "@/lib/notifications/schemas";

// GET /api/notifications?cursor=: the caller's notifications, newest first, with the unread count
export const GET = handler(
  { auth: "user", query: listNotificationsQuery },
  ({ db, userId, query }) => listNotifications(db, { userId, cursor: query.cursor }),
);
