/**
 * Who a view belongs to and when the same viewer counts again: pure, so the rule is tested on its
 * own; lib/audience/views.ts applies it in one statement.
 */

/** A viewer counts at most once per this window (as Loom and YouTube de-duplicate reloads). */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/** What is known of the caller; the hashes are made by the server from the request. */
export interface ViewerFacts {
  /** The signed-in user; null otherwise. */
  userId: string | null;
  /** The hashed client address when a trusted proxy reported it; null otherwise. */
  knownAddressHash: string | null;
  /** The anonymous `dev-user-N` id the browser sent; null when none. */
  anonymousId: string | null;
  /** A hash of what the request shows (address, user agent), the last resort. */
  requestHash: string;
}

/**
 * The key views and insights tell viewers apart by: the account when signed in; else the address
 * when it is known (anonymous ids cost nothing to rotate, so one address is one viewer); else the
 * anonymous id; else the request's hash.
 */
export function viewerKeyFor(facts: ViewerFacts): string {
  if (facts.userId !== null) return `user:${facts.userId}`;
  if (facts.knownAddressHash !== null) return `address:${facts.knownAddressHash}`;
  if (facts.anonymousId !== null) return `anon:${facts.anonymousId}`;
  return `ip:${facts.requestHash}`;
}

/** A viewer whose last counted view is at or before this instant counts again at `now`. */
export function viewWindowStart(now: Date): Date {
  return new Date(now.getTime() - VIEW_WINDOW_MS);
}
