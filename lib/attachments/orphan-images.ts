import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import { attachments, uploadedImages } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { Storage } from "@/lib/storage/types";

/** An uploaded image that no attachment took within this long is removed. */
export const ORPHAN_IMAGE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Remembers an uploaded attachment image, so an abandoned one can be found and removed. */
export async function recordUploadedImage(
  db: DbOrTx,
  image: { key: string; userId: string; size: number },
): Promise<void> {
  await db.insert(uploadedImages).values(image).onConflictDoNothing();
}

/**
 * Removes images uploaded over a day ago that no attachment uses: the files first, then their
 * rows (a failed delete leaves the row, so the next run tries again). Rows of attached images
 * are dropped too: they have done their job. Bounded per call.
 */
export async function removeOrphanImages(
  db: DbOrTx,
  storage: Storage,
  { now = new Date(), limit = 200 }: { now?: Date; limit?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_IMAGE_AFTER_MS);
  const rows = await db
    .select({ key: uploadedImages.key, attachedTo: attachments.id })
    .from(uploadedImages)
    .leftJoin(attachments, eq(attachments.imageKey, uploadedImages.key))
    .where(lt(uploadedImages.createdAt, cutoff))
    .limit(limit);
  if (rows.length === 0) return 0;
  const orphans = rows.filter((r) => r.attachedTo === null).map((r) => r.key);
  if (orphans.length > 0) await storage.delete(orphans);
  await db.delete(uploadedImages).where(
    and(
      inArray(
        uploadedImages.key,
        rows.map((r) => r.key),
      ),
      lt(uploadedImages.createdAt, cutoff),
    ),
  );
  return orphans.length;
}
