"use client";

import type { ReactNode } from "react";
import { LazyToaster } from "./lazy-toaster";
import { QueryProvider } from "./query-provider";
import { ThemeProvider } from "./theme-provider";

/** Providers every page needs, the embed included. The session lives in the shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryProvider>
        {children}
        <LazyToaster />
      </QueryProvider>
    </ThemeProvider>
  );
}
