import type { ReactNode } from "react";
import { SiteShell } from "@/app/_components/site-shell";

/** Pages that are the same for everyone: prerendered; the shell loads the session in the browser. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <SiteShell session={undefined}>{children}</SiteShell>;
}
