"use client";

import dynamic from "next/dynamic";
import { Menu } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";

const loadPhoneMenu = () => import("./phone-menu");

/** The menu's button as it stands before the menu's code is loaded (and while it loads). */
function MenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className="sm:hidden"
      {...props}
    >
      <Menu aria-hidden />
    </Button>
  );
}

const PhoneMenu = dynamic(() => loadPhoneMenu().then((m) => m.PhoneMenu), {
  loading: () => <MenuButton disabled />,
});

/**
 * The phone menu's button, which loads the menu (its workspace and account items, the dialog to
 * create a workspace) only when pressed: every page shows the button, hidden from 640 px, and a
 * page that is never opened on a phone never loads the menu. Pointing at it or focusing it starts
 * the load early. Disabled until the page is hydrated, so a press is never lost.
 */
export function PhoneMenuLauncher(props: ComponentProps<typeof PhoneMenu>) {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  if (wanted) return <PhoneMenu {...props} defaultOpen />;
  return (
    <MenuButton
      disabled={!hydrated}
      onPointerEnter={() => void loadPhoneMenu()}
      onFocus={() => void loadPhoneMenu()}
      onClick={() => setWanted(true)}
    />
  );
}
