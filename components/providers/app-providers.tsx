"use client";

import type { ReactNode } from "react";
import { LazyToaster } from "./lazy-toaster";
import { ThemeProvider } from "./theme-provider";

/**
 * Providers every page needs, the embed included. The session lives in the shell; data fetching
 * (QueryProvider) only where a page or a lazily loaded part uses it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <LazyToaster />
    </ThemeProvider>
  );
}
