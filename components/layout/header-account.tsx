"use client";

import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { useSession } from "@/client/auth/use-session";

// Signed-in only: signed-out pages never load the menus' code.
const NotificationBell = dynamic(() =>
  import("../notifications/notification-bell").then((m) => m.NotificationBell),
);
const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu));

/**
 * The header's account corner: nothing while the session loads, the notifications bell and the
 * user menu once signed in, else `signIn` (the server's Sign in button).
 */
export function HeaderAccount({ signIn }: { signIn: ReactNode }) {
  const { data: session, status } = useSession();
  if (status === "loading") return null;
  if (!session?.user) return signIn;
  return (
    <>
      <NotificationBell />
      <UserMenu user={session.user} />
    </>
  );
}
