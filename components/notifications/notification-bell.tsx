"use client";

import { withQueryProvider } from "@/components/providers/query-provider";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { useLiveEvents } from "@/client/resources/live";
import { notificationsQuery, useMarkNotificationsRead } from "@/client/resources/notifications";
import { liveEventText } from "@/lib/live/shared";
import { formatRelativeDate } from "@/lib/format/relative-date";
import { cn } from "@/lib/utils";
import { notificationHref, notificationText } from "./notification-text";

/** The bell checks for news this often while the page is open. */
const POLL_MS = 60_000;

/** The header's bell: the unread count, and the newest notifications in a menu. */
function NotificationBellContent() {
  const inbox = useQuery({ ...notificationsQuery(), refetchInterval: POLL_MS, staleTime: 0 });
  const markRead = useMarkNotificationsRead();
  // Mounted once in the header of a signed-in page: one live stream per tab.
  const live = useLiveEvents(true);
  // Live alerts stay listed for a while; they count as unread only until the menu is next opened.
  const [liveSeenAt, setLiveSeenAt] = useState("");
  const unseenLive = live.filter((event) => event.at > liveSeenAt).length;
  const unread = (inbox.data?.unreadCount ?? 0) + unseenLive;
  const label = unread > 0 ? `Notifications (${unread} unread)` : "Notifications";

  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (open && live.length > 0) setLiveSeenAt(live[0]!.at);
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="notification-count"
              className="bg-primary text-primary-foreground absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] font-semibold"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <div className="flex items-center justify-between">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={() => markRead.mutate({ all: true })}
              disabled={markRead.isPending}
            >
              Mark all as read
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        {live.length > 0 && (
          <>
            <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
              Live
            </DropdownMenuLabel>
            {live.map((event) => (
              <DropdownMenuItem key={`${event.videoId}-${event.at}`} asChild>
                <Link
                  href={`/video/${event.videoId}`}
                  className="flex flex-col items-start gap-0.5"
                  data-testid="live-alert"
                >
                  <span className="text-sm font-semibold">{liveEventText(event)}</span>
                  <span className="text-muted-foreground line-clamp-1 text-xs">
                    {event.videoTitle} · {formatRelativeDate(event.at)}
                  </span>
                </Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
          </>
        )}
        {inbox.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : inbox.isError ? (
          <p className="text-destructive px-2 py-3 text-sm">Failed to load notifications.</p>
        ) : inbox.data.notifications.length === 0 ? (
          <p className="text-muted-foreground px-2 py-3 text-sm">No notifications yet</p>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {inbox.data.notifications.map((notification) => (
              <DropdownMenuItem key={notification.id} asChild>
                <Link
                  href={notificationHref(notification)}
                  onClick={() => {
                    if (!notification.read) markRead.mutate({ ids: [notification.id] });
                  }}
                  className="flex flex-col items-start gap-0.5"
                >
                  <span className={cn("text-sm", !notification.read && "font-semibold")}>
                    {!notification.read && <span className="sr-only">Unread: </span>}
                    {notificationText(notification)}
                  </span>
                  {notification.excerpt && (
                    <span className="text-muted-foreground line-clamp-2 text-xs">
                      {notification.excerpt}
                    </span>
                  )}
                  <span className="text-muted-foreground text-xs">
                    {formatRelativeDate(notification.createdAt)}
                  </span>
                </Link>
              </DropdownMenuItem>
            ))}
          </div>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings" className="text-muted-foreground text-sm">
            Email settings
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Loaded lazily by the shell, on pages that may have no data provider of their own. */
export const NotificationBell = withQueryProvider(NotificationBellContent);
