"use client";

import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import type { Session } from "next-auth";
import type { SessionStore } from "./session-store";

export type SessionValue = (
  { data: Session; status: "authenticated" } | { data: null; status: "loading" | "unauthenticated" }
) & {
  /** After signing in or out: reads the session anew, and the other tabs read theirs. */
  update: () => Promise<Session | null>;
};

export const SessionStoreContext = createContext<SessionStore | null>(null);

const noStore = {
  get: () => null,
  subscribe: () => () => {},
  changed: () => Promise.resolve(null),
};

/**
 * The browser's sign-in state: "loading" until the first read answers (never, on a page that got
 * the session from the server). Outside the shell's provider (the embed) it is signed out.
 */
export function useSession(): SessionValue {
  const store = useContext(SessionStoreContext) ?? noStore;
  const session = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(() => {
    const update = store.changed;
    if (session) return { data: session, status: "authenticated", update };
    return { data: null, status: session === undefined ? "loading" : "unauthenticated", update };
  }, [session, store]);
}
