"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { MenuOpenerButton } from "./menu-opener-button";

// The menu (Radix dropdown, popper, focus management) is loaded on first use, not with every page.
const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(() => loadMenu().then((m) => ({ default: m.ThemeMenu })));

/**
 * The theme button until it is first pressed, then the menu (which brings its own button, alike).
 * The header renders it on the server with the button's classes and icons, so the page's script
 * needs neither.
 */
export function ThemeToggle({ className, children }: { className: string; children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const button = (
    <MenuOpenerButton
      label="Toggle theme"
      className={className}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setUsed(true)}
    >
      {children}
    </MenuOpenerButton>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenu />
    </Suspense>
  );
}
