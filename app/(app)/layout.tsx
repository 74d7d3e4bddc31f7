import type { ReactNode } from "react";
import { SiteShell } from "@/app/_components/site-shell";
import { auth } from "@/lib/auth";

/** Pages that depend on who is signed in: rendered per request with the session. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  return <SiteShell session={await auth()}>{children}</SiteShell>;
}
