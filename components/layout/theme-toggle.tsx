"use client";

import { lazy, Suspense, useState } from "react";
import { ThemeToggleButton } from "./theme-toggle-button";

// The menu (Radix dropdown, popper, focus management) is loaded on first use, not with every page.
const loadMenu = () => import("./theme-menu");
const ThemeMenu = lazy(() => loadMenu().then((m) => ({ default: m.ThemeMenu })));

export function ThemeToggle() {
  const [used, setUsed] = useState(false);
  const button = (
    <ThemeToggleButton
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenu />
    </Suspense>
  );
}
