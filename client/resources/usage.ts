import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/client/http/query-client";
import type { StorageUsage } from "@/lib/usage/responses";

/** The REST paths of storage usage: the only place browser code writes them. */
export const usagePaths = {
  usage: "/api/usage",
};

/** The signed-in user's storage use; null when signed out (401). */
export const storageUsageQuery = () =>
  queryOptions<StorageUsage | null>({
    queryKey: [usagePaths.usage],
    queryFn: getQueryFn<StorageUsage>({ on401: "returnNull" }),
  });
