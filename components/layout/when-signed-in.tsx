"use client";

import type { ReactNode } from "react";
import { useSession } from "@/client/auth/use-session";

/** Its children (server-rendered) once the viewer is known to be signed in; nothing before. */
export function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().data?.user ? children : null;
}
