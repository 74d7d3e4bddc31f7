"use client";

import { useQuery } from "@tanstack/react-query";
import { providersFromList } from "@/lib/auth/shared";

/** The REST paths of sign-in sessions: the only place browser code writes them. */
export const sessionPaths = {
  /** Every session of the user (DELETE signs them all out). */
  all: "/api/sessions",
  /** Auth.js's own session check. */
  current: "/api/auth/session",
  /** Auth.js's list of the configured sign-in methods. */
  providers: "/api/auth/providers",
};

/** The sign-in methods the server offers now (read at run time, never baked into a page). */
export function useSignInProviders() {
  return useQuery({
    queryKey: ["sign-in-providers"],
    queryFn: async () => {
      const response = await fetch(sessionPaths.providers, { credentials: "include" });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      return providersFromList(await response.json());
    },
    staleTime: Infinity,
  });
}

/** A session check that failed rather than came back empty (network error, server error). */
export async function sessionCheckFailed(onSignedOut: () => void): Promise<boolean> {
  try {
    const response = await fetch(sessionPaths.current, { credentials: "include" });
    if (!response.ok) return true;
    const session: unknown = await response.json();
    if (!session || typeof session !== "object" || !("user" in session)) onSignedOut();
    return false;
  } catch {
    return true;
  }
}
