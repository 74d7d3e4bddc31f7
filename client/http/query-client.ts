import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { apiFetch, throwIfNotOk } from "./fetch";
import { readJson } from "./json";

// docs/product/limits-and-constants.md#data-fetching
export const QUERY_STALE_TIME_MS = 60000;
export const MAX_RETRY_DELAY_MS = 30000;
export const MUTATION_RETRY_DELAY_MS = 1000;

export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * GET on the first element of the query key (a REST path such as "/api/videos"), parsed as JSON:
 * `T` is the `z.infer` type of the route's response schema.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== "string") throw new Error("The first query key must be a REST path");
    const response = await apiFetch(path, { signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson<ZodType<T>>(response);
  };
}

let browserClient: QueryClient | undefined;

/**
 * The page's one client in the browser, so that every QueryProvider (the signed-in layout, a
 * public page's own, a lazily loaded menu's) shares one cache; a server render gets its own.
 */
export function sharedQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: QUERY_STALE_TIME_MS,
        retry: 1,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: "always",
      },
      mutations: {
        retry: 1,
        retryDelay: MUTATION_RETRY_DELAY_MS,
        networkMode: "always",
      },
    },
  });
}
