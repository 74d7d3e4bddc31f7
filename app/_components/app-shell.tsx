import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { SiteShell } from "@/app/_components/site-shell";
import { QueryProvider } from "@/components/providers/query-provider";
import { auth } from "@/lib/auth";
import type { DisplayedBranding } from "@/lib/branding/shared";
import { CURRENT_WORKSPACE_COOKIE } from "@/lib/workspaces/shared";
import { loadInitialWorkspaces } from "@/lib/workspaces/initial";

/**
 * The shell of a page that depends on who is signed in: rendered per request with the session and,
 * signed in, the user's workspaces, so the remembered workspace's library and buttons show on the
 * first paint. `branding`: a branded video's workspace, shown in the header.
 */
export async function AppShell({
  branding,
  children,
}: {
  branding?: DisplayedBranding | null;
  children: ReactNode;
}) {
  const session = await auth();
  const workspaces = session?.user?.id
    ? await loadInitialWorkspaces(
        session.user.id,
        (await cookies()).get(CURRENT_WORKSPACE_COOKIE)?.value,
      )
    : undefined;
  return (
    <QueryProvider>
      <SiteShell session={session} workspaces={workspaces} branding={branding}>
        {children}
      </SiteShell>
    </QueryProvider>
  );
}
