import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/api/query-keys";

/**
 * After favouriting and deleting, refresh the three lists
 * (docs/product/limits-and-constants.md#upload-tracking).
 */
export async function invalidateLibraryLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
    queryClient.invalidateQueries({ queryKey: queryKeys.videos }),
    queryClient.invalidateQueries({ queryKey: queryKeys.recentVideos }),
  ]);
}
