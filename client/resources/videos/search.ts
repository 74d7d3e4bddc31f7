"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { z } from "zod";
import type { videoSearchResult } from "@/lib/search/responses";
import type { SearchMatch, SpokenMatches } from "@/lib/search/shared";
import { videoPaths } from "./paths";

/** One result of GET /api/videos?q=. */
type SearchResult = z.infer<typeof videoSearchResult>;

/** Typing pauses this long before the library asks the server. */
const SEARCH_DELAY_MS = 250;

/**
 * The server's search of the caller's library (`GET /api/videos?q=`), for what the titles and
 * descriptions in the browser cannot tell: which videos say the words, where and when.
 */
export function useSpokenSearch(query: string, enabled: boolean) {
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useQuery<SearchResult[]>({
    queryKey: [videoPaths.search(settled)],
    enabled: enabled && settled !== "",
  });
  const data = search.data;
  return useMemo(() => {
    const ids = new Set<number>();
    const matches = new Map<number, SearchMatch>();
    for (const result of data ?? []) {
      ids.add(result.id);
      if (result.searchMatch) matches.set(result.id, result.searchMatch);
    }
    return { ids: ids as ReadonlySet<number>, matches: matches as SpokenMatches };
  }, [data]);
}
