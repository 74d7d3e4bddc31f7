"use client";

import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/client/http/fetch";
import { useApiMutation } from "@/client/http/mutation";
import type { NotificationPage, UnreadCountResponse } from "@/lib/notifications/responses";

/** The REST paths of notifications: the only place browser code writes them. */
export const notificationPaths = {
  inbox: "/api/notifications",
  read: "/api/notifications/read",
};

const notificationsKey = [notificationPaths.inbox];

/** The newest notifications and the unread count. */
export const notificationsQuery = () =>
  queryOptions<NotificationPage>({ queryKey: notificationsKey });

/** Marks some notifications (or all) read, then refetches the inbox. */
export function useMarkNotificationsRead() {
  return useApiMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) =>
      apiRequest<UnreadCountResponse>("POST", notificationPaths.read, body),
    invalidate: [notificationsKey],
    // Marking read is a side effect of opening the inbox: a failure leaves the badge as it was.
    failure: null,
  });
}
