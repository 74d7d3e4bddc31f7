import type { ReactNode } from "react";
import { SiteShell } from "@/app/_components/site-shell";

export default function AppLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
