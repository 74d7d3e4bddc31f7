/** Live events: what a signed-in user's open tabs hear at once (GET /api/events). */

/** Someone identified (a tracked link's recipient, or a signed-in viewer) started watching. */
export interface WatchingEvent {
  kind: "watching";
  videoId: number;
  videoTitle: string;
  /** "Jane (Acme)", or a signed-in viewer's name. */
  viewer: string;
  at: string;
}

export type LiveEvent = WatchingEvent;

/** "Jane (Acme) is watching now". */
export function liveEventText(event: LiveEvent): string {
  return `${event.viewer} is watching now`;
}

/** The browser reconnects this long after a dropped stream. */
export const LIVE_RETRY_MS = 3_000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
