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
/**
 * Streams one user may hold open (tabs, API clients); a new one closes the oldest, which is told
 * `event: closed` so its browser does not reconnect and close the next one in turn.
 */
export const LIVE_STREAMS_PER_USER = 5;
/** Streams one app process holds in all; past it a new stream is refused with 503. */
export const LIVE_STREAMS_PER_PROCESS = 2_000;
/** The event that ends a stream the server closed for a newer one of the same user. */
export const LIVE_CLOSED_EVENT = "closed";
