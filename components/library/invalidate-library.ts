import type { QueryClient } from "@tanstack/react-query";
import { libraryQueryKeys } from "@/lib/library/types";

/** SPEC.md section 7 "Effects": after favouriting and deleting, refresh the three lists. */
export async function invalidateLibraryLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: libraryQueryKeys.favorites }),
    queryClient.invalidateQueries({ queryKey: libraryQueryKeys.videos }),
    queryClient.invalidateQueries({ queryKey: libraryQueryKeys.recent }),
  ]);
}
