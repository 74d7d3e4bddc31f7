"use client";

import "./globals.css";
import { ErrorFallback } from "@/components/errors/error-fallback";

/**
 * The root layout, or a group's layout, failed: this replaces the whole document (a group's page
 * that failed keeps its shell with the group's own error.tsx). The recording kept on this
 * device (IndexedDB) is untouched; Recover loads the recorder anew, which offers it.
 */
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="bg-background text-foreground min-h-dvh">
        <main>
          <ErrorFallback reset={reset} inShell={false} />
        </main>
      </body>
    </html>
  );
}
