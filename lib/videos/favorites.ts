import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { favorites, users, videoColumns, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import { VIDEO_NOT_FOUND, findVideoIfVisible } from "./queries";
import { toVideoCard, type VideoResponse } from "./serialize";
import { openTo } from "@/lib/access/rules/visibility";
import { passesEmailGate } from "@/lib/access/rules/viewer-pass";

/** Visibility only: the favourite's state reveals nothing of a protected video. */
async function assertVisible(db: DbOrTx, query: { videoId: number; viewerId: string | null }) {
  if (!(await findVideoIfVisible(db, query))) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === "23503") return true;
  }
  return false;
}

/**
 * The user's favourited videos they may still see (their own, or shared ones without a password
 * and not expired), newest favourite first, as cards (toVideoCard: what a lock hides, a list hides).
 */
export async function listFavoriteVideos(db: DbOrTx, userId: string): Promise<VideoResponse[]> {
  const rows = await db
    .select({
      video: videoColumns,
      user: { firstName: users.firstName, lastName: users.lastName, image: users.image },
      gatePass: sql<boolean>`${passesEmailGate(userId, undefined)}`,
    })
    .from(favorites)
    .innerJoin(videos, eq(videos.id, favorites.videoId))
    .innerJoin(users, eq(users.id, videos.userId))
    .where(and(eq(favorites.userId, userId), openTo(userId)))
    .orderBy(desc(favorites.createdAt), desc(videos.id));
  return rows.map((row) => toVideoCard(row, userId));
}

export async function isFavorite(
  db: DbOrTx,
  { userId, videoId }: { userId: string; videoId: number },
) {
  const [row] = await db
    .select({ videoId: favorites.videoId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.videoId, videoId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Favourites a video the user may watch; safe to repeat. The route's video scope checked it: a
 * protected video must be unlocked, since the favourites list shows the title.
 */
export async function addFavorite(
  db: DbOrTx,
  { userId, videoId }: { userId: string; videoId: number },
): Promise<{ isFavorite: true }> {
  try {
    await db.insert(favorites).values({ userId, videoId }).onConflictDoNothing();
  } catch (error) {
    // Deleted between the check and the insert: the video is gone.
    if (isForeignKeyViolation(error)) throw notFound(VIDEO_NOT_FOUND, "video_not_found");
    throw error;
  }
  return { isFavorite: true };
}

/** Clears a favourite on a video the user may see (else 404); never needs an unlock. Safe to repeat. */
export async function removeFavorite(
  db: DbOrTx,
  { userId, videoId }: { userId: string; videoId: number },
): Promise<{ isFavorite: false }> {
  await assertVisible(db, { videoId, viewerId: userId });
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.videoId, videoId)));
  return { isFavorite: false };
}

/** Whether the user favourited a video they may see (else 404). */
export async function getFavoriteState(
  db: DbOrTx,
  { userId, videoId }: { userId: string | null; videoId: number },
): Promise<{ isFavorite: boolean }> {
  // Someone else's private video is 404 to every caller, signed in or not.
  await assertVisible(db, { videoId, viewerId: userId });
  return { isFavorite: userId ? await isFavorite(db, { userId, videoId }) : false };
}
