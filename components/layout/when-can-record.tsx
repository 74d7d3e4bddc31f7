"use client";

import type { ReactNode } from "react";
import { useCanRecord } from "@/components/workspace-context/workspace-provider";

/** Its children (the server's Record link) unless the viewer may not record (a workspace viewer). */
export function WhenCanRecord({ children }: { children: ReactNode }) {
  return useCanRecord() ? children : null;
}
