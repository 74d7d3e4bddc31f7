"use client";

import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/client/http/query-client";

export function QueryProvider({ children }: { children: ReactNode }) {
  // One client per browser tab, created lazily so server renders never share a cache.
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
