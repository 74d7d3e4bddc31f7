"use client";

import Link from "next/link";
import { useSession } from "@/client/auth/use-session";
import { Video } from "lucide-react";
import { SignInButton } from "@/components/auth/sign-in-button";
import { Button } from "@/components/ui/button";
import { PhoneMenuLauncher } from "./phone-menu-launcher";
import { ThemeToggle } from "./theme-toggle";
import dynamic from "next/dynamic";
import { RecordLink } from "../recorder/record-link";
import { useStartRecording } from "../recorder/use-start-recording";
import { useCanRecord } from "@/components/workspace-context/workspace-provider";

// Signed-in only: signed-out pages never load the menus' code.
const NotificationBell = dynamic(() =>
  import("../notifications/notification-bell").then((m) => m.NotificationBell),
);
const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu));

export function SiteHeader() {
  const { data: session, status } = useSession();
  const startRecording = useStartRecording();
  const canRecord = useCanRecord();

  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-14 w-full max-w-[1400px] items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          href="/"
          className="focus-visible:ring-ring/50 flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px]"
          data-site-brand
        >
          <span className="bg-primary text-primary-foreground flex size-7 items-center justify-center rounded-md">
            <Video className="size-4" aria-hidden />
          </span>
          <span className="text-lg tracking-tight">Demoreel</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center sm:flex">
          <Button asChild variant="ghost" size="sm">
            <Link href="/">Dashboard</Link>
          </Button>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {canRecord && (
            <Button asChild size="sm" className="hidden sm:inline-flex">
              <RecordLink>
                <span className="size-2 rounded-full bg-red-500" aria-hidden />
                Record
              </RecordLink>
            </Button>
          )}
          <div className="hidden sm:contents">
            <ThemeToggle />
          </div>
          {session?.user && <NotificationBell />}
          {status === "loading" ? null : session?.user ? (
            <UserMenu user={session.user} />
          ) : (
            <SignInButton variant="outline" size="sm" />
          )}
          <PhoneMenuLauncher
            signedIn={Boolean(session?.user)}
            onRecord={canRecord ? startRecording : undefined}
          />
        </div>
      </div>
    </header>
  );
}
