"use client";

import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from "react";
import { useSession } from "@/client/auth/use-session";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useCanRecord } from "@/components/workspace-context/workspace-provider";
import { useStartRecording } from "../recorder/use-start-recording";
import { MenuOpenerButton } from "./menu-opener-button";

const loadPhoneMenu = () => import("./phone-menu");
const PhoneMenu = lazy(() => loadPhoneMenu().then((m) => ({ default: m.PhoneMenu })));

interface PhoneMenuLauncherProps {
  /** The menu button's classes and icon, worked out and rendered by the server. */
  className: string;
  /** A branded video page: Dashboard and Record are for signed-in viewers only. */
  branded?: boolean;
  children: ReactNode;
}

/**
 * The phone menu's button, which loads the menu (its workspace and account items, the dialog to
 * create a workspace) only when pressed: every page shows the button, hidden from 640 px, and a
 * page that is never opened on a phone never loads the menu. Pointing at it or focusing it starts
 * the load early. Disabled until the page is hydrated, so a press is never lost.
 */
export function PhoneMenuLauncher({
  className,
  branded = false,
  children,
}: PhoneMenuLauncherProps) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const signedIn = Boolean(useSession().data?.user);
  const startRecording = useStartRecording();
  const canRecord = useCanRecord();
  const button = (props: ComponentProps<"button">) => (
    <MenuOpenerButton label="Menu" className={className} aria-expanded={false} {...props}>
      {children}
    </MenuOpenerButton>
  );
  if (wanted) {
    return (
      <Suspense fallback={button({ disabled: true })}>
        <PhoneMenu
          signedIn={signedIn}
          appItems={signedIn || !branded}
          onRecord={canRecord ? startRecording : undefined}
          defaultOpen
        />
      </Suspense>
    );
  }
  return button({
    disabled: !hydrated,
    onPointerEnter: () => void loadPhoneMenu(),
    onFocus: () => void loadPhoneMenu(),
    onClick: () => setWanted(true),
  });
}
