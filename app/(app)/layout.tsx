import type { ReactNode } from "react";
import { AppShell } from "@/app/_components/app-shell";

/** Pages that depend on who is signed in: rendered per request (see AppShell). */
export default function AppLayout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
