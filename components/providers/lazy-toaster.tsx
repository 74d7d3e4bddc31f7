"use client";

import { lazy, Suspense, useState } from "react";
import { useToast } from "@/client/toast/use-toast";

// Radix Toast is loaded with the first toast, not with every page; the store holds toasts raised
// before it arrives.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Adjusting state while rendering: once a toast was raised, the Toaster stays mounted.
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
