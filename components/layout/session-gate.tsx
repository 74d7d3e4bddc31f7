"use client";

import type { ReactNode } from "react";
import { useSession } from "@/client/auth/use-session";
import { Spinner } from "@/components/ui/spinner";

/**
 * While the sign-in state is being resolved, a centred spinner stands in for the page
 * (docs/product/routes-and-screens.md#shell).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === "loading") {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="text-muted-foreground size-8" />
      </div>
    );
  }
  return children;
}
