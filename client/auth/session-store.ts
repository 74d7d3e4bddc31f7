import type { Session } from "next-auth";
import { getSession, readKnownSession } from "./auth-fetch";

/** undefined while the first read is under way. */
type Snapshot = Session | null | undefined;

// Other tabs of this browser hear about sign-ins and sign-outs here; a channel never receives its
// own messages, so a tab's own reads do not echo back to it.
const CHANNEL_NAME = "demoreel-session";

/**
 * The session one page holds: read once when the page did not get it from the server, again when a
 * signed-in tab becomes visible (a sign-out elsewhere shows), and whenever another tab signs in
 * or out. Components read it through `useSession`.
 */
export class SessionStore {
  private snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private reading: Promise<Session | null> | null = null;
  private reads = 0;
  private channel: BroadcastChannel | null = null;

  /** `read` asks the server, throwing when it cannot say (offline); tests give their own. */
  constructor(
    initial: Snapshot,
    private readonly read: () => Promise<Session | null> = readKnownSession,
  ) {
    this.snapshot = initial;
  }

  readonly get = (): Snapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Session | null): void {
    // The same signed-out state, or the same user and expiry, renders nothing new.
    if (JSON.stringify(next) === JSON.stringify(this.snapshot)) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * A new read; only the latest one started is shown, so a slower, older answer never wins. A read
   * that could not ask the server (offline) keeps what is shown: a network failure never signs out.
   */
  private startRead(): Promise<Session | null> {
    const read = ++this.reads;
    const reading = this.read().then(
      (session) => {
        if (read === this.reads) {
          this.reading = null;
          this.set(session);
        }
        return session;
      },
      () => {
        if (read === this.reads) {
          this.reading = null;
          // Nothing shown yet: the page shows itself signed out rather than load forever.
          if (this.snapshot === undefined) this.set(null);
        }
        return this.snapshot ?? null;
      },
    );
    this.reading = reading;
    return reading;
  }

  /** Reads the session from the server and shows it; a read already under way is shared. */
  readonly refresh = (): Promise<Session | null> => this.reading ?? this.startRead();

  /**
   * After this tab signed in or out: reads anew (a read started before the change would answer
   * the old session) and tells the other tabs to read theirs.
   */
  readonly changed = (): Promise<Session | null> => {
    this.channel?.postMessage("changed");
    return this.startRead();
  };

  /** Starts the store's reads in the browser; returns what stops them. */
  connect(): () => void {
    if (this.snapshot === undefined) void this.refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible" && this.snapshot) void this.refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    const channel =
      typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
    if (channel) channel.onmessage = () => void this.refresh();
    this.channel = channel;
    const changed = this.changed;
    pageSessionChanged = changed;
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      channel?.close();
      this.channel = null;
      if (pageSessionChanged === changed) pageSessionChanged = null;
    };
  }
}

// The connected store's `changed`, for code outside React (signing in and out).
let pageSessionChanged: (() => Promise<Session | null>) | null = null;

/** After this tab signed in or out, outside React: see `SessionStore.changed`. */
export function sessionChanged(): Promise<Session | null> {
  return pageSessionChanged ? pageSessionChanged() : getSession();
}
