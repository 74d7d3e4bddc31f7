import "server-only";
import { and, eq, inArray, sql, type AnyColumn } from "drizzle-orm";
import { uploadedImages, uploadSessions, videos } from "@/db/schema";
import type { DbOrTx } from "@/db/types";
import type { StorageUsage } from "./types";

const total = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`;

/** GET /api/usage: what the user keeps in storage: originals, images, recordings still uploading. */
export async function getStorageUsage(
  db: DbOrTx,
  { userId }: { userId: string },
): Promise<StorageUsage> {
  const [[own], [images], [uploading]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, bytes: total(videos.originalSize) })
      .from(videos)
      .where(eq(videos.userId, userId)),
    db
      .select({ bytes: total(uploadedImages.size) })
      .from(uploadedImages)
      .where(eq(uploadedImages.userId, userId)),
    db
      .select({ bytes: total(uploadSessions.bytesReceived) })
      .from(uploadSessions)
      .where(
        and(
          eq(uploadSessions.userId, userId),
          inArray(uploadSessions.status, ["open", "committing"]),
        ),
      ),
  ]);
  const videoBytes = Number(own?.bytes ?? 0);
  const imageBytes = Number(images?.bytes ?? 0);
  const uploadingBytes = Number(uploading?.bytes ?? 0);
  return {
    videoCount: own?.count ?? 0,
    videoBytes,
    imageBytes,
    uploadingBytes,
    totalBytes: videoBytes + imageBytes + uploadingBytes,
  };
}
