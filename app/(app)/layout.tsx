import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { SiteShell } from "@/app/_components/site-shell";
import { QueryProvider } from "@/components/providers/query-provider";
import { auth } from "@/lib/auth";
import { CURRENT_WORKSPACE_COOKIE } from "@/lib/workspaces/shared";
import { loadInitialWorkspaces } from "@/lib/workspaces/initial";

/**
 * Pages that depend on who is signed in: rendered per request with the session and, signed in,
 * the user's workspaces, so the remembered workspace's library and buttons show on the first paint.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const session = await auth();
  const workspaces = session?.user?.id
    ? await loadInitialWorkspaces(
        session.user.id,
        (await cookies()).get(CURRENT_WORKSPACE_COOKIE)?.value,
      )
    : undefined;
  return (
    <QueryProvider>
      <SiteShell session={session} workspaces={workspaces}>
        {children}
      </SiteShell>
    </QueryProvider>
  );
}
