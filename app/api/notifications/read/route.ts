import { answer } from "@/lib/api/contract";
import { unreadCountResponse } from "@/lib/notifications/responses";
import { handler } from "@/lib/api/handler";
import { markNotificationsRead } from "@/lib/notifications/update";
import { markReadSchema } from "@/lib/notifications/schemas";

// POST /api/notifications/read: mark { ids } or { all: true } read; answers { unreadCount }
export const POST = handler(
  {
    auth: "user",
    body: markReadSchema,
    tag: "Notifications",
    summary: "Mark notifications read",
    responses: { 200: answer("The unread count now", unreadCountResponse) },
  },
  ({ db, userId, body }) =>
    markNotificationsRead(db, { userId, ids: "all" in body ? "all" : body.ids }),
);
