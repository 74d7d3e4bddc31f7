"use client";

import { ErrorFallback } from "@/components/errors/error-fallback";

/**
 * A layout of a group failed (not the root one): no shell stands around this, so Recover loads
 * the recorder anew, which offers the recording kept on this device.
 */
export default function LayoutError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorFallback reset={reset} inShell={false} />;
}
