"use client";

import type { ReactNode } from "react";
import { useSession } from "@/client/auth/use-session";

/**
 * While the sign-in state is being resolved, a centred spinner stands in for the page
 * (docs/product/routes-and-screens.md#shell).
 */
export function SessionGate({ spinner, children }: { spinner: ReactNode; children: ReactNode }) {
  const { status } = useSession();
  if (status === "loading") {
    return <div className="flex min-h-[50vh] items-center justify-center">{spinner}</div>;
  }
  return children;
}
