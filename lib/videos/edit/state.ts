import "server-only";
import { eq } from "drizzle-orm";
import { videoEdits, type VideoEdit } from "@/db/schema";
import type { DbOrTx } from "@/db/types";

/** The video's edit row, or null when it was never edited nor given a picked frame. */
export async function findVideoEdit(db: DbOrTx, videoId: number): Promise<VideoEdit | null> {
  const [row] = await db.select().from(videoEdits).where(eq(videoEdits.videoId, videoId)).limit(1);
  return row ?? null;
}

/** Creates or updates the edit row with `values`. */
export async function saveVideoEdit(
  db: DbOrTx,
  videoId: number,
  values: Partial<Omit<VideoEdit, "videoId" | "updatedAt">>,
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(videoEdits)
    .values({ videoId, ...set })
    .onConflictDoUpdate({ target: videoEdits.videoId, set });
}
