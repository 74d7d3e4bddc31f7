import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/api/query-keys";

/** SPEC.md section 7 "Effects": after favouriting and deleting, refresh the three lists. */
export async function invalidateLibraryLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
    queryClient.invalidateQueries({ queryKey: queryKeys.videos }),
    queryClient.invalidateQueries({ queryKey: queryKeys.recentVideos }),
  ]);
}
