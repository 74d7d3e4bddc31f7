import type { z } from "zod";
import type { searchMatch } from "./responses";
import {
  matchesSearch,
  type LibraryLists,
  type LibraryTab,
  type SearchableVideo,
} from "@/lib/videos/library/shared";

/** Where a search hit is said: the transcript line and the second to start playing from. */
export type SearchMatch = z.infer<typeof searchMatch>;

/** Search results by video id: where each one's transcript says what was searched for. */
export type SpokenMatches = ReadonlyMap<number, SearchMatch>;

/**
 * Each tab's videos for a search: the browser's own case-insensitive match of title and
 * description, plus the videos the server found saying the words (`spokenIds`).
 */
export function searchLibrary<V extends SearchableVideo & { id: number }>(
  lists: LibraryLists<V>,
  query: string,
  signedIn: boolean,
  spokenIds: ReadonlySet<number>,
): Record<LibraryTab, V[]> {
  const blank = query.trim() === "";
  const keep = (list: readonly V[]) =>
    list.filter((video) => matchesSearch(video, query) || (!blank && spokenIds.has(video.id)));
  return {
    all: keep(lists.all),
    recent: keep(lists.recent),
    favorites: signedIn ? keep(lists.favorites) : [],
  };
}
