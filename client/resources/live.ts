"use client";

import { useEffect, useState } from "react";
import { toast } from "@/client/toast/use-toast";
import { LIVE_CLOSED_EVENT, liveEventText, type LiveEvent } from "@/lib/live/shared";

/** The REST path of the live stream: the only place browser code writes it. */
export const livePaths = { events: "/api/events" };

/** How many live alerts the bell keeps, and for how long. */
const KEEP = 5;
const KEEP_MS = 15 * 60_000;

/**
 * The signed-in user's live events for this tab (one EventSource, reconnected by the browser):
 * each "watching" alert is toasted at once and kept for the bell for a while.
 */
export function useLiveEvents(enabled: boolean): LiveEvent[] {
  const [events, setEvents] = useState<LiveEvent[]>([]);
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(livePaths.events);
    const onWatching = (message: MessageEvent<string>) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      toast({ title: liveEventText(event), description: event.videoTitle });
      setEvents((previous) => {
        const since = Date.now() - KEEP_MS;
        const recent = previous.filter((item) => Date.parse(item.at) >= since);
        return [event, ...recent].slice(0, KEEP);
      });
    };
    // The server closed this tab's stream for a newer one: reconnecting would close that one.
    const onClosed = () => source.close();
    source.addEventListener("watching", onWatching);
    source.addEventListener(LIVE_CLOSED_EVENT, onClosed);
    return () => {
      source.removeEventListener("watching", onWatching);
      source.removeEventListener(LIVE_CLOSED_EVENT, onClosed);
      source.close();
    };
  }, [enabled]);
  return events;
}
