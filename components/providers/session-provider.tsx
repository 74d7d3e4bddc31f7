"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionStore } from "@/client/auth/session-store";
import { SessionStoreContext, useSession } from "@/client/auth/use-session";
import { setApiSignedIn } from "@/client/http/fetch";

/** Refetches the signed-in user's cached lists whenever the signed-in user changes. */
function SessionSync() {
  const { data, status } = useSession();
  const userId = status === "loading" ? undefined : (data?.user?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);

  // Set during render so the first queries of children already carry the right identity.
  if (status !== "loading") setApiSignedIn(status === "authenticated");

  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current !== undefined && previous.current !== userId) {
      // Which reads belong to a user is loaded when the user changes, not with every page.
      void Promise.all([
        import("@/client/http/query-client"),
        import("@/client/resources/user-scoped"),
      ]).then(([{ sharedQueryClient }, m]) => m.invalidateUserScopedQueries(sharedQueryClient()));
    }
    previous.current = userId;
  }, [userId]);

  return null;
}

/**
 * The page's session for `useSession`: the server's when it rendered per request, else read once
 * from the browser (a prerendered page, the same for everyone). After that the store keeps it:
 * signing in or out here, in another tab, or a signed-in tab coming back into view reads it again.
 */
export function AuthSessionProvider({
  session,
  children,
}: {
  session: Session | null | undefined;
  children: ReactNode;
}) {
  const [store] = useState(() => new SessionStore(session));
  useEffect(() => store.connect(), [store]);
  return (
    <SessionStoreContext value={store}>
      <SessionSync />
      {children}
    </SessionStoreContext>
  );
}
