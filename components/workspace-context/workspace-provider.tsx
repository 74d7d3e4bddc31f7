"use client";

import { useSession } from "@/client/auth/use-session";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import {
  CURRENT_WORKSPACE_COOKIE,
  CURRENT_WORKSPACE_MAX_AGE_SECONDS,
  parseWorkspaceCookie,
  pickCurrentWorkspace,
} from "@/lib/workspaces/shared";
import type { InitialWorkspaces } from "@/lib/workspaces/initial";
import type { WorkspaceResponse } from "@/lib/workspaces/responses";

interface WorkspaceContextValue {
  /** The signed-in user's workspaces, personal first; empty while unknown or signed out. */
  workspaces: readonly WorkspaceResponse[];
  /** The workspace the library, the recorder and the settings page work in. */
  current: WorkspaceResponse | undefined;
  /** Remembers the choice; pages of another workspace's things go home unless `stay`. */
  switchTo: (workspaceId: number, options?: { stay?: boolean }) => void;
}

// Signed in only: the workspaces query and its library load with the first signed-in render.
const WorkspacesSync = dynamic(() => import("./workspaces-sync").then((m) => m.WorkspacesSync), {
  ssr: false,
});

/** The list's query is refetched wherever it is shown (the switcher, the settings). */
function refetchWorkspaces(): void {
  void Promise.all([
    import("@/client/http/query-client"),
    import("@/client/resources/workspaces"),
  ]).then(([{ sharedQueryClient }, { workspacesQuery }]) =>
    sharedQueryClient().invalidateQueries({ queryKey: workspacesQuery().queryKey }),
  );
}

const WorkspaceContext = createContext<WorkspaceContextValue>({
  workspaces: [],
  current: undefined,
  switchTo: () => undefined,
});

function readCookie(): number | null {
  const entry = document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${CURRENT_WORKSPACE_COOKIE}=`));
  return parseWorkspaceCookie(entry?.slice(CURRENT_WORKSPACE_COOKIE.length + 1));
}

/** Pages that show the current workspace themselves stay put when it changes. */
const FOLLOWS_WORKSPACE = ["/", "/home", "/settings/workspace", "/record"];

/**
 * The current workspace for every page: seeded from the server's render (its list and the
 * remembered cookie) so the first paint is right, then kept by the workspaces query.
 */
export function WorkspaceProvider({
  initial,
  children,
}: {
  /** Absent on pages rendered the same for everyone: the browser then asks. */
  initial?: InitialWorkspaces;
  children: ReactNode;
}) {
  const { status } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const signedIn = status === "authenticated";
  const [loaded, setLoaded] = useState(initial?.workspaces);
  const [rememberedId, setRememberedId] = useState(initial?.rememberedId ?? null);
  useEffect(() => {
    // A page rendered for everyone could not read the cookie: read it once here.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only read in the browser
    if (!initial) setRememberedId(readCookie());
  }, [initial]);

  const switchTo = useCallback(
    (workspaceId: number, { stay = false }: { stay?: boolean } = {}) => {
      document.cookie = `${CURRENT_WORKSPACE_COOKIE}=${workspaceId}; path=/; max-age=${CURRENT_WORKSPACE_MAX_AGE_SECONDS}; samesite=lax`;
      setRememberedId(workspaceId);
      refetchWorkspaces();
      if (!stay && !FOLLOWS_WORKSPACE.includes(pathname)) router.push("/");
    },
    [pathname, router],
  );

  const value = useMemo<WorkspaceContextValue>(() => {
    const workspaces = signedIn ? (loaded ?? []) : [];
    return { workspaces, current: pickCurrentWorkspace(workspaces, rememberedId), switchTo };
  }, [signedIn, loaded, rememberedId, switchTo]);
  return (
    <WorkspaceContext.Provider value={value}>
      {signedIn && <WorkspacesSync initial={initial?.workspaces} onChange={setLoaded} />}
      {children}
    </WorkspaceContext.Provider>
  );
}

export function useWorkspaces(): WorkspaceContextValue {
  return useContext(WorkspaceContext);
}

/** Viewers watch a workspace's videos but record nothing in it; unknown yet counts as may. */
export function useCanRecord(): boolean {
  return useWorkspaces().current?.role !== "viewer";
}
