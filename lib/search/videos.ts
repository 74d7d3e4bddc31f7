import "server-only";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { listUserVideos } from "@/lib/videos/library";
import type { z } from "zod";
import type { videoSearchResult } from "./responses";
import { findSpokenMatch } from "./snippet";

/** A search result: the video, and where its transcript says what was searched for. */
export type VideoSearchResult = z.infer<typeof videoSearchResult>;

/** `%`, `_` and `\` match themselves in the substring search. */
const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The user's own videos matching `query`, best first: full-text search over the title, the
 * description and what is said (stemmed English, ranked title > description > transcript), plus
 * every case-insensitive substring match of the title or description. Each result says which
 * transcript line matched and when.
 */
export async function searchUserVideos(
  db: DbOrTx,
  userId: string,
  query: string,
): Promise<VideoSearchResult[]> {
  const needle = query.trim();
  if (needle === "") {
    return (await listUserVideos(db, userId)).map((video) => ({ ...video, searchMatch: null }));
  }
  const tsquery = sql`websearch_to_tsquery('english', ${needle})`;
  const rank = sql<number>`ts_rank(${videos.searchDocument}, ${tsquery})`;
  const rows = await db
    .select({ id: videos.id, transcript: videos.transcript })
    .from(videos)
    .where(
      and(
        eq(videos.userId, userId),
        or(
          sql`${videos.searchDocument} @@ ${tsquery}`,
          ilike(videos.title, likePattern(needle)),
          ilike(videos.description, likePattern(needle)),
        ),
      ),
    )
    .orderBy(desc(rank), desc(videos.createdAt), desc(videos.id))
    .limit(100);
  if (rows.length === 0) return [];
  // The cards as the library answers them (owner, average watched), in the search's order.
  const cards = new Map((await listUserVideos(db, userId)).map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = cards.get(row.id);
    return card ? [{ ...card, searchMatch: findSpokenMatch(row.transcript, needle) }] : [];
  });
}
