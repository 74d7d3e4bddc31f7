"use client";

import { ErrorFallback } from "@/components/errors/error-fallback";

/**
 * A page of this group that failed: the shell stays (with what it keeps: a recording under way
 * uploads on, a recording left is offered for recovery), the page shows Try again instead.
 */
export default function PageError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorFallback reset={reset} inShell />;
}
