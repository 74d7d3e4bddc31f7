// The dashboard's search and its tabs' empty states; apart from the shared video rules so the
// video page, which needs those, does not load these.

/** The dashboard's tabs (docs/product/routes-and-screens.md#dashboard). */
export type LibraryTab = "all" | "recent" | "favorites";

export interface SearchableVideo {
  title: string;
  description?: string | null;
}

/** Case-insensitive substring of the title or the description; a blank query keeps all. */
export function matchesSearch(video: SearchableVideo, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return (
    video.title.toLocaleLowerCase().includes(needle) ||
    (video.description ?? "").toLocaleLowerCase().includes(needle)
  );
}

export function filterVideos<V extends SearchableVideo>(videos: readonly V[], query: string): V[] {
  return videos.filter((video) => matchesSearch(video, query));
}

export interface LibraryLists<V> {
  all: readonly V[];
  recent: readonly V[];
  favorites: readonly V[];
}

/** Each tab's videos after the search. Signed-out visitors have no favourites. */
export function filterLibrary<V extends SearchableVideo>(
  lists: LibraryLists<V>,
  query: string,
  signedIn: boolean,
): Record<LibraryTab, V[]> {
  return {
    all: filterVideos(lists.all, query),
    recent: filterVideos(lists.recent, query),
    favorites: signedIn ? filterVideos(lists.favorites, query) : [],
  };
}

export interface EmptyState {
  title: string;
  description: string;
  action: "clear-search" | "record" | null;
}

/** The 'No videos found' variants: search with no match, no favourites yet, no recordings yet. */
export function emptyStateFor(tab: LibraryTab, query: string): EmptyState {
  const title = "No videos found";
  if (query.trim() !== "") {
    return {
      title,
      description: `No videos match "${query.trim()}". Try a different search term.`,
      action: "clear-search",
    };
  }
  if (tab === "favorites") {
    return {
      title,
      description: "You haven't added any videos to your favorites yet.",
      action: null,
    };
  }
  return {
    title,
    description:
      tab === "all"
        ? "Record your screen and camera, or upload a video you already have. It appears here, ready to share."
        : "You haven't created any recordings yet. Record your first video to get started.",
    action: tab === "all" ? "record" : null,
  };
}
