"use client";

import { useState, type ComponentType, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { sharedQueryClient } from "@/client/http/query-client";

/**
 * Data fetching for the parts that use it: the signed-in pages' layout, the public pages that
 * read or write through the API, and the shell's lazily loaded menus and dialogs. Signed-out
 * pages without them (the landing page, the legal pages) never load the query library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(sharedQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A lazily loaded part of the shell that fetches, wrapped in its own provider: it may show on a
 * page that has none. Every provider shares the tab's one client, so invalidations reach it.
 */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return WithQueryProvider;
}
